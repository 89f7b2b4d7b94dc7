import { accountEndpoints, type EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextVisitorAddress,
  PASSWORD,
  registerUser,
  registerVerifiedUser,
  registrationBody,
} from '../../test/accounts-client.ts';
import { callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { createTestApp, rateLimitStoreConfig, TEST_RATE_LIMIT_SETUPS, type TestApp } from '../../test/test-app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

describe.each(TEST_RATE_LIMIT_SETUPS)(
  'rate limits on account calls on $dialect, attempts in the $store',
  ({ dialect, store }) => {
    let t: TestApp;
    // Each test has addresses and e-mails of its own, so the counts of one never reach another.
    let attacker: string;
    let owner: string;
    let here: string;
    const post = <Definition extends EndpointDefinition>(endpoint: Definition, body: unknown, remoteAddress = here) =>
      callAppUnchecked(t.app, endpoint, { body, remoteAddress });
    const login = (email: string, password: string, remoteAddress: string) =>
      post(accountEndpoints.login, { email, password }, remoteAddress);
    /** Runs the rest of the test as if the clock read `at` (ms since the epoch). */
    const setClock = (at: number) => vi.useFakeTimers({ toFake: ['Date'], now: at });

    beforeAll(async () => {
      t = await createTestApp(dialect, rateLimitStoreConfig(store));
    });
    afterAll(() => t.close());
    beforeEach(() => {
      [attacker, owner, here] = [nextVisitorAddress(), nextVisitorAddress(), nextVisitorAddress()];
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a guessing address, while the owner signs in from their own', async () => {
      await registerVerifiedUser(t.app, t.config.dataDir, 'target@example.com', t.config.appUrl);
      const { limit } = RATE_LIMITS.loginPerAccountAndAddress;
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await login('target@example.com', `guess-${attempt}`, attacker)).statusCode).toBe(422);
      }
      const refused = await login('target@example.com', PASSWORD, attacker);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });

      const signedIn = await login('target@example.com', PASSWORD, owner);
      expect(signedIn.statusCode).toBe(200);
      expect(replyOf(signedIn).token).toEqual(expect.any(String));
    });

    it('caps failed sign-ins from one address across accounts', { timeout: 90_000 }, async () => {
      const { limit } = RATE_LIMITS.loginPerAddress;
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await login(`someone-${attempt}@example.com`, 'guess', attacker)).statusCode).toBe(422);
      }
      expect((await login('one-more@example.com', 'guess', attacker)).statusCode).toBe(429);
      expect((await login('one-more@example.com', 'guess', owner)).statusCode).toBe(422);
    });

    it('clears an address’s failed attempts on an account when it signs in', async () => {
      await registerVerifiedUser(t.app, t.config.dataDir, 'forgetful@example.com', t.config.appUrl);
      const { limit } = RATE_LIMITS.loginPerAccountAndAddress;
      for (let attempt = 0; attempt < limit - 1; attempt++) await login('forgetful@example.com', 'typo', owner);
      expect((await login('forgetful@example.com', PASSWORD, owner)).statusCode).toBe(200);
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await login('forgetful@example.com', 'typo', owner)).statusCode).toBe(422);
      }
    });

    it('counts sign-in attempts over a sliding window, not one that starts afresh on the hour', async () => {
      const { limit, windowMs } = RATE_LIMITS.loginPerAccountAndAddress;
      // Just before a boundary that fixed windows of this length would reset at.
      const start = (Math.floor(Date.now() / windowMs) + 1) * windowMs - 1000;
      setClock(start);
      for (let attempt = 0; attempt < limit; attempt++) await login('victim@example.com', 'guess', attacker);
      setClock(start + 2000);
      expect((await login('victim@example.com', 'guess', attacker)).statusCode).toBe(429);
      setClock(start + windowMs + 1);
      expect((await login('victim@example.com', 'guess', attacker)).statusCode).toBe(422);
    });

    it('lets attempts back one by one as the oldest leave the window', async () => {
      const { limit, windowMs } = RATE_LIMITS.forgotPerAccount;
      const start = Date.now();
      const forgot = () => post(accountEndpoints.forgotPassword, { email: 'a@example.com' });
      setClock(start);
      expect((await forgot()).statusCode).toBe(200);
      setClock(start + windowMs / 2);
      for (let i = 1; i < limit; i++) expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
      setClock(start + windowMs + 1);
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
    });

    it('limits forgot per account and per address', async () => {
      for (let i = 0; i < RATE_LIMITS.forgotPerAccount.limit; i++) {
        expect((await post(accountEndpoints.forgotPassword, { email: 'b@example.com' })).statusCode).toBe(200);
      }
      expect((await post(accountEndpoints.forgotPassword, { email: 'b@example.com' })).statusCode).toBe(429);
      const limit = RATE_LIMITS.forgotPerAddress.limit - RATE_LIMITS.forgotPerAccount.limit - 1;
      for (let i = 0; i < limit; i++) await post(accountEndpoints.forgotPassword, { email: `n${i}@example.com` });
      expect((await post(accountEndpoints.forgotPassword, { email: 'fresh@example.com' })).statusCode).toBe(429);
      expect(
        (await post(accountEndpoints.forgotPassword, { email: 'fresh@example.com' }, nextVisitorAddress())).statusCode,
      ).toBe(200);
    });

    it('limits resend per account and verify per address', async () => {
      const user = await registerUser(t.app, 'slow@example.com');
      for (let i = 0; i < RATE_LIMITS.resendPerAccount.limit; i++) {
        await post(accountEndpoints.resendEmail, { id: user.id, email: user.email }, nextVisitorAddress());
      }
      const resent = await post(accountEndpoints.resendEmail, { id: user.id, email: user.email }, nextVisitorAddress());
      expect(resent.statusCode).toBe(429);

      for (let i = 0; i < RATE_LIMITS.verifyPerAddress.limit; i++) {
        await post(accountEndpoints.verifyEmail, { email_verified_code: `guess-${i}` });
      }
      expect((await post(accountEndpoints.verifyEmail, { email_verified_code: 'guess-x' })).statusCode).toBe(429);
    });

    it('limits sign-ups per address, and per e-mail alike for taken and new ones', async () => {
      for (let i = 0; i < RATE_LIMITS.registerPerAddress.limit; i++) {
        expect((await post(accountEndpoints.register, registrationBody(`crowd-${i}@example.com`))).statusCode).toBe(
          200,
        );
      }
      const refused = await post(accountEndpoints.register, registrationBody('crowd-last@example.com'));
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });
      expect(
        (await post(accountEndpoints.register, registrationBody('crowd-last@example.com'), owner)).statusCode,
      ).toBe(200);

      await registerUser(t.app, 'taken@example.com');
      const repeat = async (email: string, times: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < times; i++) {
          statuses.push(
            (await post(accountEndpoints.register, registrationBody(email), nextVisitorAddress())).statusCode,
          );
        }
        return statuses;
      };
      const { limit } = RATE_LIMITS.registerPerEmail;
      const taken = await repeat('taken@example.com', limit);
      const fresh = await repeat('fresh@example.com', limit + 1);
      expect(taken).toEqual([...Array(limit - 1).fill(200), 429]);
      expect(fresh).toEqual([...Array(limit).fill(200), 429]);
    });
  },
);
