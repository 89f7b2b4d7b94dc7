/**
 * Bodies built to cost the server time: nested thousands of levels deep, or holding hundreds of
 * thousands of values. A listening server refuses each with 422 from its text, before parsing
 * or walking it, and goes on serving everyone else meanwhile.
 */
import type { AddressInfo } from 'node:net';
import { accountEndpoints, HEALTH_PATH, JSON_MAX_DEPTH, JSON_MAX_VALUES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAddress } from '../test/api-address.ts';
import { fetchedErrorOf } from '../test/call-app.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';

/** 16 KB of `{"a":` … `}` nested 8,000 levels deep. */
const deepObject = () => `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
/** `[[[…]]]` nested 8,000 levels deep. */
const deepArray = () => `${'['.repeat(8000)}${']'.repeat(8000)}`;
const wideArray = () => JSON.stringify({ email: 'a@example.com', password: Array(200_000).fill(0) });
const wideObject = () =>
  JSON.stringify(Object.fromEntries(Array.from({ length: JSON_MAX_VALUES + 1 }, (_, i) => [`k${i}`, 1])));

describe.each(TEST_DIALECTS)('JSON bodies too deep or too wide, on a listening server on %s', (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const signIn = async (body: string, contentType = 'application/json') => {
    const reply = await fetch(`${base}${apiAddress(accountEndpoints.login)}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return { status: reply.status, json: await fetchedErrorOf(accountEndpoints.login, reply, reply.status) };
  };

  const refused = { message: MESSAGES.bodyTooComplex, errors: { body: [MESSAGES.bodyTooComplex] } };

  it('refuses twenty deep bodies sent at once with 422 while another client is answered', async () => {
    const attacks = Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? deepArray() : deepObject()));
    const other = fetch(`${base}${HEALTH_PATH}`).then((reply) => reply.status);
    const [answers, otherStatus] = await Promise.all([Promise.all(attacks), other]);
    expect(otherStatus).toBe(200);
    for (const answer of answers) expect(answer).toEqual({ status: 422, json: refused });
  });

  it('refuses a body with too many values, in one array or as the keys of one object', async () => {
    expect(await signIn(wideArray())).toEqual({ status: 422, json: refused });
    expect(await signIn(wideObject())).toEqual({ status: 422, json: refused });
    expect(await signIn(deepArray(), 'application/json; charset=utf-8')).toEqual({ status: 422, json: refused });
  });

  it('takes a body as deep as allowed, and brackets inside strings count for nothing', async () => {
    const nested = `${'['.repeat(JSON_MAX_DEPTH - 1)}1${']'.repeat(JSON_MAX_DEPTH - 1)}`;
    const answer = await signIn(
      `{"email":"nobody@example.com","password":"[{[{wrong","note":"${'[{'.repeat(20_000)}","extra":${nested}}`,
    );
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ message: MESSAGES.invalidCredentials });
  });

  it('still refuses malformed JSON and prototype keys as before', async () => {
    expect((await signIn('{"email":')).status).toBe(400);
    expect((await signIn('{"__proto__":{"admin":true}}')).status).toBe(400);
  });
});
