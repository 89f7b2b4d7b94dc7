/**
 * GET /metrics as a scraper reads it: not there unless METRICS_TOKEN is set, refused without the
 * token, and with it the text format with requests counted by their route's pattern, the job
 * queue's backlog (in memory and on Redis), the booths live and the uploads in progress.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { publicGalleryEndpoints, RESUMABLE_UPLOADS } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_JOB } from '../../modules/account-mail/index.ts';
import { UNKNOWN_API_ADDRESS } from '../../test/api-address.ts';
import { callApp } from '../../test/call-app.ts';
import { httpSmsProviderAt } from '../../test/fake-sms-provider.ts';
import { holdingSmsProvider } from '../../test/holding-sms-provider.ts';
import { TEST_JOB_QUEUES } from '../../test/job-queues.ts';
import { sampleValue } from '../../test/metrics-text.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import {
  boothSharingEvent,
  freshAddress,
  type SharingEvent,
  shareCalls,
  sharingEvent,
} from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { UNMATCHED_ROUTE } from './server-metrics.ts';

const TOKEN = 'operators-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(t: TestApp): Promise<string> {
  const reply = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return reply.body;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // A built web app answers every other page address with its page.
    const webDistDir = path.join(t.config.dataDir, 'web-build');
    await fs.mkdir(webDistDir);
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Boothdeck</title>');
    await t.app.close();
    t = await createTestApp('sqlite', { webDistDir });
  });
  afterAll(() => t.close());

  it('is not there (404), with or without a token, while other addresses get the web app', async () => {
    expect((await t.app.inject({ url: '/events' })).statusCode).toBe(200);
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const reply = await t.app.inject({ url: '/metrics', headers });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('boothdeck_');
    }
  });
});

describe.each(TEST_DIALECTS)('/metrics with METRICS_TOKEN on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another one of any length (401)', async () => {
    const wrong = [{}, bearer(`${TOKEN}x`), bearer(TOKEN.slice(0, -1)), { authorization: TOKEN }, bearer('')];
    for (const headers of wrong) {
      const reply = await t.app.inject({ url: '/metrics', headers });
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer');
      expect(reply.body).not.toContain('boothdeck_');
    }
  });

  it('counts and times requests by method, route pattern and status, never by the address with its ids', async () => {
    const route = { method: 'GET', route: `${API_PREFIX}${publicGalleryEndpoints.items.path}` };
    const before = await scrape(t);
    const reply = await callApp(t.app, publicGalleryEndpoints.items, { params: { id: '987654' } });
    const after = await scrape(t);
    const counted = { ...route, status_code: String(reply.statusCode) };
    expect(sampleValue(after, 'boothdeck_http_requests_total', counted)).toBe(
      (sampleValue(before, 'boothdeck_http_requests_total', counted) ?? 0) + 1,
    );
    expect(sampleValue(after, 'boothdeck_http_request_duration_seconds_count', route)).toBe(
      (sampleValue(before, 'boothdeck_http_request_duration_seconds_count', route) ?? 0) + 1,
    );
    expect(after).not.toContain('987654');
    // The scrapes count too, under their own route.
    expect(
      sampleValue(after, 'boothdeck_http_requests_total', { route: '/metrics', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the booths signed in and seen lately, and the resumable uploads in progress', async () => {
    const before = await scrape(t);
    expect(sampleValue(before, 'boothdeck_uploads_in_progress')).toBe(0);
    const booth = await boothSharingEvent(t);
    const created = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${RESUMABLE_UPLOADS.path}`,
      headers: { ...bearer(booth.token), 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await scrape(t);
    expect(sampleValue(after, 'boothdeck_booths_live')).toBe((sampleValue(before, 'boothdeck_booths_live') ?? 0) + 1);
    expect(sampleValue(after, 'boothdeck_uploads_in_progress')).toBe(1);

    // A booth last seen ten minutes ago is no longer live.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.app.platform.database.db.updateTable('booth_sessions').set({ last_used_at: tenMinutesAgo }).execute();
    expect(sampleValue(await scrape(t), 'boothdeck_booths_live')).toBe(0);
  });
});

describe.each(TEST_JOB_QUEUES)('the job queue in /metrics, jobs $queue on $dialect', ({ dialect, redisUrl }) => {
  let t: TestApp;
  let event: SharingEvent;
  let provider: Awaited<ReturnType<typeof holdingSmsProvider>>;
  const redisPrefix = testRedisPrefix();

  beforeAll(async () => {
    provider = await holdingSmsProvider();
    const sms = httpSmsProviderAt(provider.url);
    t = await createTestApp(dialect, { sms, redisUrl, redisPrefix, metricsToken: TOKEN });
    event = await sharingEvent(t);
  });
  afterAll(async () => {
    provider.release();
    await t.close();
    await provider.close();
    if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
  });

  it('shows the jobs waiting behind the running ones and how long the oldest has waited, then none', async () => {
    const calls = shareCalls(t.app);
    // One text message more than a worker sends at once: the provider holds the first four.
    for (const ending of ['601', '602', '603', '604', '605']) {
      const reply = await calls.byMessage(
        { event_id: event.eventId, media_id: event.photo.id, sharing_platform: 'sms', phone: `+61 412 345 ${ending}` },
        freshAddress(),
      );
      expect(reply.statusCode, reply.body).toBe(200);
    }
    await expect.poll(() => provider.held(), { timeout: 10_000 }).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const busy = await scrape(t);
    expect(sampleValue(busy, 'boothdeck_job_queue_depth', { state: 'waiting' })).toBe(1);
    expect(sampleValue(busy, 'boothdeck_job_queue_depth', { state: 'running' })).toBe(4);
    expect(sampleValue(busy, 'boothdeck_job_oldest_waiting_seconds')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(busy, 'boothdeck_job_workers')).toBe(1);
    expect(sampleValue(busy, 'boothdeck_job_dead_letters')).toBe(0);

    provider.release();
    await t.app.platform.jobs.drain();
    const done = await scrape(t);
    expect(sampleValue(done, 'boothdeck_job_queue_depth')).toBe(0);
    expect(sampleValue(done, 'boothdeck_job_oldest_waiting_seconds')).toBe(0);
    expect(provider.held()).toBe(0);
  });
});

describe.runIf(testRedisUrl)('/metrics of two API processes sharing the Redis queue', () => {
  let first: TestApp;
  let second: TestApp;
  const redisPrefix = testRedisPrefix();
  beforeAll(async () => {
    // No worker runs: what the first process queues waits, for every process to see.
    const shared = { redisUrl: testRedisUrl, redisPrefix, role: 'api' as const, metricsToken: TOKEN };
    first = await createTestApp('sqlite', shared);
    second = await createTestApp('sqlite', shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    if (testRedisUrl) await removeRedisKeys(testRedisUrl, redisPrefix);
  });

  it('report the shared queue from either process, and each its own requests', async () => {
    await first.app.platform.jobs.add(ACCOUNT_MAIL_JOB, { mailId: 1 });
    const route = { route: UNMATCHED_ROUTE, status_code: '404' };
    await first.app.inject({ url: UNKNOWN_API_ADDRESS });

    const [seenByFirst, seenBySecond] = [await scrape(first), await scrape(second)];
    for (const text of [seenByFirst, seenBySecond]) {
      expect(sampleValue(text, 'boothdeck_job_queue_depth', { job: 'account-mail', state: 'waiting' })).toBe(1);
      expect(sampleValue(text, 'boothdeck_job_oldest_waiting_seconds', { job: 'account-mail' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(sampleValue(text, 'boothdeck_job_workers')).toBe(0);
    }
    expect(sampleValue(seenByFirst, 'boothdeck_http_requests_total', route)).toBe(1);
    expect(sampleValue(seenBySecond, 'boothdeck_http_requests_total', route)).toBeUndefined();
  });
});
