/**
 * The operator's view of the background jobs in `GET /api/health?detail=true`: which queue runs
 * them, how many are dead letters (failed their last attempt), with the failed message in the
 * delivery ledger beside its reason, the live workers and the oldest waiting job's age. It needs
 * the operators' token. In memory, and on the real Redis when TEST_REDIS_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const OPERATOR_TOKEN = 'operators-token-0123456789abcdef';

const queues: ['in-process' | 'redis', string | undefined][] = [['in-process', undefined]];
if (testRedisUrl) queues.push(['redis', testRedisUrl]);

describe.each(queues)('dead letters in the health detail, jobs %s', (queue, redisUrl) => {
  let t: TestApp;
  let event: SharingEvent;
  const redisPrefix = testRedisPrefix();

  beforeAll(async () => {
    // A provider that refuses every connection: each SMS fails all its attempts.
    const sms = { provider: 'http' as const, url: 'http://127.0.0.1:9/send', apiKey: undefined, from: undefined };
    t = await createTestApp(
      'sqlite',
      { sms, redisUrl, redisPrefix, metricsToken: OPERATOR_TOKEN },
      { deliveryRetryDelaysMs: [5, 5] },
    );
    event = await sharingEvent(t);
  });
  afterAll(async () => {
    await t.close();
    if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
  });

  const detail = async () =>
    (
      await t.app.inject({ url: '/api/health?detail=true', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
    ).json();
  const jobsWith = (deadLetters: number) => ({
    queue,
    dead_letters: deadLetters,
    workers: 1,
    oldest_waiting_seconds: 0,
  });

  it('refuses the detail without the token, or with another, and answers the plain check to anyone', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-operators-token-at-all' }]) {
      const refused = await t.app.inject({ url: '/api/health?detail=true', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('dead_letters');
    }
    const plain = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer wrong' } });
    expect(plain.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('counts a message that failed every attempt, and the ledger keeps its reason', async () => {
    expect(await detail()).toEqual({ status: 'ok', database: 'sqlite', jobs: jobsWith(0) });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'sqlite' });

    const calls = shareCalls(t.app);
    const reply = await calls.byMessage({
      event_id: event.eventId,
      media_id: event.photo.id,
      sharing_platform: 'sms',
      phone: '+61 412 345 678',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const row = await calls.row(reply.json().share.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row.failure_reason).toBeTruthy();
    expect(await detail()).toEqual({ status: 'ok', database: 'sqlite', jobs: jobsWith(1) });
  });
});
