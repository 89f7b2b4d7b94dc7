import { accountEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswords } from '../../platform/auth/passwords.ts';
import {
  nextVisitorAddress,
  PASSWORD,
  registerUser,
  registerVerifiedUser,
  registrationBody,
} from '../../test/accounts-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { createTestApp, TEST_DIALECTS, TEST_PASSWORD_HASH_COST, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('sign-in, session tokens and sign-out on %s', (dialect) => {
  let t: TestApp;
  const login = (payload: Record<string, unknown>) =>
    callAppUnchecked(t.app, accountEndpoints.login, { body: payload });
  const getUser = (token: string | null) => callApp(t.app, accountEndpoints.user, { token: defined(token, 'token') });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await registerVerifiedUser(t.app, t.config.dataDir, 'member@example.com', t.config.appUrl);
  });
  afterAll(() => t.close());

  it('shows the field messages for a missing or malformed e-mail and a missing password', async () => {
    const empty = errorOf(await login({}), 422);
    expect(empty.errors).toMatchObject({ email: [MESSAGES.required], password: [MESSAGES.required] });
    expect(errorOf(await login({ email: 'nope', password: 'x' }), 422).errors.email).toEqual([MESSAGES.invalidEmail]);
  });

  it('refuses a wrong password and an unknown e-mail with the same field error', async () => {
    const wrong = await login({ email: 'member@example.com', password: 'wrong-pass' });
    const unknown = await login({ email: 'ghost@example.com', password: PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong, 422)).toEqual(errorOf(unknown, 422));
    expect(errorOf(wrong, 422).errors.email).toEqual([MESSAGES.invalidCredentials]);
  });

  it('signs in an account whose password has 6 characters, from when that was the minimum, but gives new ones 8', async () => {
    const { user } = await registerVerifiedUser(t.app, t.config.dataDir, 'early@example.com', t.config.appUrl);
    await t.app.platform.database.db
      .updateTable('users')
      .set({ password_hash: await createPasswords(TEST_PASSWORD_HASH_COST).hash('abc123') })
      .where('id', '=', user.id)
      .execute();
    const reply = await login({ email: 'early@example.com', password: 'abc123' });
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply).token).toEqual(expect.any(String));
    const short = { password: 'abcd123', password_confirmation: 'abcd123' };
    const register = await callApp(t.app, accountEndpoints.register, {
      body: registrationBody('newcomer@example.com', short),
      remoteAddress: nextVisitorAddress(),
    });
    expect(errorOf(register, 422).errors.password).toEqual(['This field should be minimum 8 characters']);
    const reset = await callApp(t.app, accountEndpoints.resetPassword, { body: { token: 'any', ...short } });
    expect(errorOf(reset, 422).errors.password).toEqual(['This field should be minimum 8 characters']);
  });

  it('gives an unverified account its user with verify_status inactive and no token', async () => {
    await registerUser(t.app, 'pending@example.com');
    const reply = await login({ email: 'pending@example.com', password: PASSWORD });
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply).token).toBeNull();
    expect(replyOf(reply).user).toMatchObject({ email: 'pending@example.com', verify_status: 'inactive' });
  });

  it('signs in a verified account with a one-day token, or thirty days when remembered', async () => {
    const short = replyOf(await login({ email: 'Member@example.com', password: PASSWORD }));
    const remembered = replyOf(await login({ email: 'member@example.com', password: PASSWORD, remember_me: true }));
    expect(remembered.token).toEqual(expect.any(String));
    expect(short.user).toMatchObject({ email: 'member@example.com', verify_status: 'active', expire: 0 });
    expect((await getUser(short.token)).statusCode).toBe(200);

    const rows = await t.app.platform.database.db
      .selectFrom('access_tokens')
      .select(['token_hash', 'expires_at'])
      .execute();
    const lifetimes = rows.map((row) => Date.parse(row.expires_at) - Date.now());
    expect(lifetimes.some((ms) => ms > 0.9 * DAY_MS && ms <= DAY_MS)).toBe(true);
    expect(lifetimes.some((ms) => ms > 29 * DAY_MS && ms <= 30 * DAY_MS)).toBe(true);
    expect(rows.map((row) => row.token_hash)).not.toContain(short.token);
  });

  it('answers 401 without a token, with a made-up token and after logout', async () => {
    expect((await callApp(t.app, accountEndpoints.user)).statusCode).toBe(401);
    expect((await getUser('made-up')).statusCode).toBe(401);
    const { token } = replyOf(await login({ email: 'member@example.com', password: PASSWORD }));
    const other = replyOf(await login({ email: 'member@example.com', password: PASSWORD })).token;
    const logout = await callApp(t.app, accountEndpoints.logout, { token: defined(token, 'token') });
    expect(replyOf(logout)).toEqual({ message: MESSAGES.loggedOut });
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(200);
  });

  it('refuses a token past its expiry', async () => {
    const { token } = replyOf(await login({ email: 'member@example.com', password: PASSWORD }));
    await t.app.platform.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('refuses a token once its day is over, though it was just used', async () => {
    const { token } = replyOf(await login({ email: 'member@example.com', password: PASSWORD }));
    expect((await getUser(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY_MS + 1000 });
    try {
      expect((await getUser(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
