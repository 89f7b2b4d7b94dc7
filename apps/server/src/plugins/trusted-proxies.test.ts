import { accountEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser } from '../test/accounts-client.ts';
import { callApp, errorOf } from '../test/call-app.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';

const PROXY = '10.0.0.5';

describe.each(TEST_DIALECTS)('behind one trusted proxy, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { trustProxy: 1 },
      { rateLimitRules: [{ name: 'login-ip', limit: 3, windowMs: 60_000 }] },
    );
  });
  afterAll(() => t.close());

  /** A sign-in through the proxy, which appends the address it saw to what the client wrote. */
  const signInVia = (clientWrote: string, seenByProxy: string, password = 'wrong-password') =>
    callApp(t.app, accountEndpoints.login, {
      body: { email: 'nobody@example.com', password },
      remoteAddress: PROXY,
      extraHeaders: { 'x-forwarded-for': `${clientWrote}, ${seenByProxy}` },
    });

  it('counts a client by the address the proxy saw, not by what the client wrote', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signInVia(`198.51.100.${i}`, '203.0.113.9')).statusCode).toBe(422);
    }
    const refused = await signInVia('198.51.100.99', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect((await signInVia('198.51.100.99', '203.0.113.10')).statusCode).toBe(422);
  });
});

describe.each(TEST_DIALECTS)('wrong passwords for one account from many addresses, on %s', (dialect) => {
  let t: TestApp;
  const email = 'owner@example.com';

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { rateLimitRules: [{ name: 'login-account', limit: 5, windowMs: 60_000 }] });
    await registerUser(t.app, email);
  });
  afterAll(() => t.close());

  const signIn = (password: string, remoteAddress: string) =>
    callApp(t.app, accountEndpoints.login, { body: { email, password }, remoteAddress });

  it('slow down after the account cap, and never keep the owner out from where they signed in before', async () => {
    expect((await signIn(PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn('guess', `198.51.100.${i}`)).statusCode).toBe(422);
    const capped = await signIn('guess', '198.51.100.200');
    expect(errorOf(capped, 429).message).toBe(MESSAGES.tooManyRequests);
    // The right password from a new address waits too: the cap cannot be told apart by guessing.
    expect((await signIn(PASSWORD, '198.51.100.201')).statusCode).toBe(429);
    // The owner, from the address they signed in from before, is not held by strangers' failures.
    expect((await signIn(PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });
});
