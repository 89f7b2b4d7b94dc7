/**
 * The operator's view of the background jobs in `GET /api/health?detail=true`: which queue runs
 * them and how many are dead letters (failed their last attempt), with the failed message in the
 * delivery ledger beside its reason. In memory, and on the real Redis when TEST_REDIS_URL is set.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const queues: ['in-process' | 'redis', string | undefined][] = [['in-process', undefined]];
if (testRedisUrl) queues.push(['redis', testRedisUrl]);

describe.each(queues)('dead letters in the health detail, jobs %s', (queue, redisUrl) => {
  let t: TestApp;
  let event: SharingEvent;
  const redisPrefix = testRedisPrefix();

  beforeAll(async () => {
    // A provider that refuses every connection: each SMS fails all its attempts.
    const sms = { provider: 'http' as const, url: 'http://127.0.0.1:9/send', apiKey: undefined, from: undefined };
    t = await createTestApp('sqlite', { sms, redisUrl, redisPrefix }, { deliveryRetryDelaysMs: [5, 5] });
    event = await sharingEvent(t);
  });
  afterAll(async () => {
    await t.close();
    if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
  });

  const detail = async () => (await t.app.inject({ url: '/api/health?detail=true' })).json();

  it('counts a message that failed every attempt, and the ledger keeps its reason', async () => {
    expect(await detail()).toEqual({
      status: 'ok',
      version: PRODUCT_VERSION,
      database: 'sqlite',
      jobs: { queue, dead_letters: 0, workers: 1 },
    });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      version: PRODUCT_VERSION,
      database: 'sqlite',
    });

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
    expect(await detail()).toEqual({
      status: 'ok',
      version: PRODUCT_VERSION,
      database: 'sqlite',
      jobs: { queue, dead_letters: 1, workers: 1 },
    });
  });
});
