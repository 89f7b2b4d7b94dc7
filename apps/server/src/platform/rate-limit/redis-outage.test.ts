/**
 * What each rule does while Redis is away: sign-in (fail-closed) answers 503 with the contract's
 * message, a voucher page (a read, fail-open) is served uncounted, and both count again once
 * Redis is back. Redis is a throw-away redis-server this test starts, stops and starts again.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accountEndpoints, voucherEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApp, errorOf } from '../../test/call-app.ts';
import { freePort } from '../../test/free-port.ts';
import { startThrowAwayRedis as startRedis, stopThrowAwayRedis as stopRedis } from '../../test/redis.ts';
import { createTestApp, type TestApp, testRedisUrl } from '../../test/test-app.ts';

const signIn = (t: TestApp) =>
  callApp(t.app, accountEndpoints.login, {
    body: { email: 'nobody@example.com', password: 'wrong-password' },
    remoteAddress: '203.0.113.7',
  });

/** A voucher page that does not exist: 404 once the read limit has let it through. */
const voucherPage = (t: TestApp) =>
  callApp(t.app, voucherEndpoints.details, {
    params: { eventId: '1', uuid: randomUUID(), voucherNo: '1' },
    remoteAddress: '203.0.113.7',
  });

describe.skipIf(!testRedisUrl)('rate limits while Redis is away', () => {
  describe('Redis stopped under a running server, then back', () => {
    let t: TestApp;
    let redis: ChildProcess;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis(port);
      t = await createTestApp('sqlite', { redisUrl: `redis://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await t.close();
      await stopRedis(redis);
    });

    it('refuses sign-in with a 503 and serves reads, and counts both again once Redis returns', async () => {
      expect((await signIn(t)).statusCode).toBe(422);
      expect((await voucherPage(t)).statusCode).toBe(404);

      await stopRedis(redis);
      const refused = await signIn(t);
      expect(errorOf(refused, 503)).toEqual({ message: MESSAGES.serviceUnavailable });
      expect(refused.headers['retry-after']).toBe('5');
      expect((await voucherPage(t)).statusCode).toBe(404);

      redis = await startRedis(port);
      await vi.waitFor(async () => expect((await signIn(t)).statusCode).toBe(422), { timeout: 15_000, interval: 250 });
      expect((await voucherPage(t)).statusCode).toBe(404);
    });
  });

  it('does not start on a Redis that never answers, and says so (its jobs could not run)', async () => {
    const started = createTestApp('sqlite', { redisUrl: `redis://127.0.0.1:${await freePort()}` });
    await expect(started).rejects.toThrow(
      'Redis at REDIS_URL did not answer within 10 s: background jobs cannot start',
    );
  });
});
