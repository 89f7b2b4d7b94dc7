import { accountEndpoints } from '@boothdeck/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationBody } from '../../test/accounts-client.ts';
import { apiAddress } from '../../test/api-address.ts';
import { readOutbox } from '../../test/outbox.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { startWorkerChild, type WorkerChild } from '../../test/worker-child.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(testRedisUrl && TEST_DIALECTS.includes('postgres'))('an API process and a worker process', () => {
  let t: TestApp | undefined;
  let api: ServerChild | undefined;
  let worker: WorkerChild | undefined;
  const redisPrefix = testRedisPrefix();

  afterEach(async () => {
    await api?.kill();
    await worker?.stop();
    await t?.close();
    await removeRedisKeys(testRedisUrl ?? '', redisPrefix);
  });

  it('sends from the worker the mail asked of the API, and exits 0 on SIGTERM', async () => {
    t = await createTestApp('postgres');
    // Only the two processes below run jobs on this database.
    await t.app.close();
    const { dataDir } = t.config;
    const environment = {
      ...serverEnvironmentOn(dataDir, t.config.databaseUrl ?? ''),
      REDIS_URL: testRedisUrl ?? '',
      REDIS_PREFIX: redisPrefix,
    };
    api = await startServerChild({ ...environment, ROLE: 'api' });
    const reply = await fetch(`${api.baseUrl}${apiAddress(accountEndpoints.register)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationBody('split-roles@example.com')),
    });
    expect(reply.status, await reply.text()).toBe(200);
    await sleep(500);
    // t.app is closed: reading the outbox waits for no job of its own.
    expect(await readOutbox(t.app, dataDir)).toEqual([]);

    worker = await startWorkerChild(environment);
    const doneBy = Date.now() + 20_000;
    let mails = await readOutbox(t.app, dataDir);
    while (Date.now() < doneBy && mails.length === 0) {
      await sleep(100);
      mails = await readOutbox(t.app, dataDir);
    }
    expect(mails.map((mail) => mail.to)).toEqual(['split-roles@example.com']);
    await worker.stop();
    expect(worker.child.exitCode, worker.output()).toBe(0);
  }, 60_000);
});
