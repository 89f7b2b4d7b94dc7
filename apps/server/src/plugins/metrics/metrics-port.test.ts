/**
 * METRICS_PORT on the real server processes (the bundled main.ts and worker.ts): /metrics on a
 * port of its own without a token, while the app's port keeps /metrics closed; a worker, which
 * listens on no other port, opens it too.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UNKNOWN_API_ADDRESS } from '../../test/api-address.ts';
import { freePort } from '../../test/free-port.ts';
import { sampleValue } from '../../test/metrics-text.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { startWorkerChild, type WorkerChild } from '../../test/worker-child.ts';

const dataFolder = () => fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-metrics-port-'));

describe('METRICS_PORT', () => {
  let server: ServerChild | undefined;
  let worker: WorkerChild | undefined;
  const redisPrefix = testRedisPrefix();
  afterAll(async () => {
    await server?.kill();
    await worker?.stop();
    if (testRedisUrl) await removeRedisKeys(testRedisUrl, redisPrefix);
  });

  it('serves /metrics there without a token, and nothing else; the app port keeps it closed', async () => {
    const metricsPort = await freePort();
    server = await startServerChild({ ...serverEnvironmentOn(await dataFolder()), METRICS_PORT: String(metricsPort) });
    expect((await fetch(`${server.baseUrl}${UNKNOWN_API_ADDRESS}`)).status).toBe(404);

    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await scrape.text();
    expect(
      sampleValue(text, 'boothdeck_http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'boothdeck_job_workers')).toBe(1);
    expect(sampleValue(text, 'boothdeck_job_queue_depth', { state: 'waiting' })).toBe(0);
    expect(sampleValue(text, 'boothdeck_process_resident_memory_bytes')).toBeGreaterThan(0);

    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);

    // The scrapes' connection is kept open (keep-alive): a SIGTERM still stops the process in time.
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it.runIf(testRedisUrl)('is opened by a worker process, whose heartbeat it counts', async () => {
    const metricsPort = await freePort();
    worker = await startWorkerChild({
      ...serverEnvironmentOn(await dataFolder()),
      REDIS_URL: testRedisUrl ?? '',
      REDIS_PREFIX: redisPrefix,
      METRICS_PORT: String(metricsPort),
    });
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(sampleValue(text, 'boothdeck_job_workers')).toBe(1);
    expect(sampleValue(text, 'boothdeck_job_dead_letters')).toBe(0);
    expect(sampleValue(text, 'boothdeck_http_requests_total')).toBeUndefined();
  });
});
