import { accountEndpoints } from '@boothdeck/contract';
import { API_PREFIX, endpointPath } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp } from '../test/call-app.ts';
import { captureLogs } from '../test/captured-logs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const CARD = '4242424242424242';
const CVV = '739146';
const PASSWORD = 'correct-horse-battery';

describe('log redaction', () => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('never writes passwords, card numbers or CVVs however a log call nests them', () => {
    const card = { cardNumber: CARD, cvvNumber: CVV, holderName: 'Grace Hopper' };
    t.app.log.info({ password: PASSWORD, cardNumber: CARD, cvvNumber: CVV }, 'flat');
    t.app.log.info({ body: { password: PASSWORD, ...card } }, 'body');
    t.app.log.info({ body: { card } }, 'body.card');
    t.app.log.info({ card }, 'card');
    t.app.log.info({ req: { body: { password: PASSWORD, ...card } } }, 'req.body');
    t.app.log.error({ err: Object.assign(new Error('declined'), card) }, 'err');
    expect(logs.text()).toContain('Grace Hopper');
    expect(logs.text()).toContain('[redacted]');
    for (const secret of [CARD, CVV, PASSWORD]) expect(logs.text()).not.toContain(secret);
  });

  it('keeps bearer tokens out of request logs', async () => {
    await callApp(t.app, accountEndpoints.user, { token: 'secret-session-token' });
    expect(logs.text()).toContain(`${API_PREFIX}/${endpointPath(accountEndpoints.user)}`);
    expect(logs.text()).not.toContain('secret-session-token');
  });
});
