import { MESSAGES } from '@boothdeck/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

describe.each(TEST_DIALECTS)('rate limits on account calls on %s', (dialect) => {
  let t: TestApp;
  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('locks one account after repeated failed sign-ins, even from many addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.loginPerAccount.limit; attempt++) {
      const reply = await post(
        '/api/v1/login',
        { email: 'target@example.com', password: 'guess-1' },
        `198.51.100.${attempt}`,
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
    const last = await post('/api/v1/login', { email: 'target@example.com', password: 'guess-1' }, '198.51.100.200');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: MESSAGES.tooManyRequests });
    const other = await post('/api/v1/login', { email: 'other@example.com', password: 'guess-1' }, '198.51.100.201');
    expect(other.statusCode).toBe(422);
  });

  it('limits forgot per account and per address', async () => {
    for (let i = 0; i < RATE_LIMITS.forgotPerAccount.limit; i++) {
      expect((await post('/api/v1/forgot', { email: 'a@example.com' })).statusCode).toBe(200);
    }
    expect((await post('/api/v1/forgot', { email: 'a@example.com' })).statusCode).toBe(429);
    const limit = RATE_LIMITS.forgotPerAddress.limit - RATE_LIMITS.forgotPerAccount.limit - 1;
    for (let i = 0; i < limit; i++) await post('/api/v1/forgot', { email: `n${i}@example.com` });
    expect((await post('/api/v1/forgot', { email: 'fresh@example.com' })).statusCode).toBe(429);
    expect((await post('/api/v1/forgot', { email: 'fresh@example.com' }, '203.0.113.99')).statusCode).toBe(200);
  });

  it('limits resend per account and verify per address', async () => {
    const user = await registerUser(t.app, 'slow@example.com');
    for (let i = 0; i < RATE_LIMITS.resendPerAccount.limit; i++) {
      await post('/api/v1/email/resend', { id: user.id, email: user.email }, `192.0.2.${i}`);
    }
    expect((await post('/api/v1/email/resend', { id: user.id, email: user.email }, '192.0.2.77')).statusCode).toBe(429);

    for (let i = 0; i < RATE_LIMITS.verifyPerAddress.limit; i++) {
      await post('/api/v1/email/verify', { email_verified_code: `guess-${i}` });
    }
    expect((await post('/api/v1/email/verify', { email_verified_code: 'guess-x' })).statusCode).toBe(429);
  });
});
