/**
 * The built-in test gateway: the web is told payments are simulated, a production start warns
 * about it every time, and ALLOW_SIMULATED_PAYMENTS=false refuses paid packages until a real
 * gateway is configured.
 */
import { PAYMENT_MESSAGES, paymentEndpoints } from '@boothdeck/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { captureLogs } from '../../test/captured-logs.ts';
import { GOOD_CARD, packageByName, postMembership } from '../../test/packages-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WARNING = 'PAYMENT_GATEWAY is test in production';

describe('simulated payments', () => {
  const apps: TestApp[] = [];
  const start = async (...args: Parameters<typeof createTestApp>) => {
    const t = await createTestApp(...args);
    apps.push(t);
    return t;
  };
  const member = (t: TestApp, name: string) =>
    registerVerifiedUser(t.app, t.config.dataDir, `${name}@example.com`, t.config.appUrl);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('tells the web that payments are simulated and taken with the card form', async () => {
    const t = await start('sqlite');
    const organiser = await member(t, 'gateway');
    expect(replyOf(await callApp(t.app, paymentEndpoints.gateway, { token: organiser.token }))).toEqual({
      gateway: 'test',
      simulated: true,
      paid_packages: true,
      checkout: false,
    });
    const chosen = await packageByName(t.app, organiser.token, 'Monthly Basic');
    const checkout = await callApp(t.app, paymentEndpoints.membershipCheckout, {
      token: organiser.token,
      body: { user_id: organiser.user.id, user_email: organiser.user.email, submittedData: { package: chosen.id } },
    });
    expect(checkout.statusCode).toBe(409);
    expect(errorOf(checkout, 409).message).toBe(PAYMENT_MESSAGES.checkoutUnavailable);
  });

  it('warns at every production start, and not in development or tests', async () => {
    const production = captureLogs();
    await start('sqlite', { nodeEnv: 'production', logLevel: 'info' }, { logStream: production.stream });
    expect(production.text()).toContain(WARNING);
    const again = captureLogs();
    await start('sqlite', { nodeEnv: 'production', logLevel: 'info' }, { logStream: again.stream });
    expect(again.text()).toContain(WARNING);
    const development = captureLogs();
    await start('sqlite', { nodeEnv: 'development', logLevel: 'info' }, { logStream: development.stream });
    expect(development.text()).not.toContain(WARNING);
  });

  it('refuses paid packages with ALLOW_SIMULATED_PAYMENTS=false, charging nothing; free ones still start', async () => {
    const t = await start('sqlite', { allowSimulatedPayments: false });
    const organiser = await member(t, 'refused');
    expect(replyOf(await callApp(t.app, paymentEndpoints.gateway, { token: organiser.token }))).toMatchObject({
      simulated: true,
      paid_packages: false,
    });
    const paid = await postMembership(t.app, organiser, 'Monthly Basic', { card: GOOD_CARD });
    expect(paid.statusCode).toBe(403);
    expect(errorOf(paid, 403).message).toBe(PAYMENT_MESSAGES.simulatedRefused);
    const payments = await t.app.platform.database.db.selectFrom('payments').selectAll().execute();
    expect(payments).toEqual([]);
    expect((await postMembership(t.app, organiser, 'Free Trial')).statusCode).toBe(200);
  });
});
