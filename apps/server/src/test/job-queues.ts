/**
 * Where tests of behaviour that runs through the job queue run: in memory on each database, and
 * on the real Redis (on SQLite, since Redis holds the jobs whatever the database) when
 * TEST_REDIS_URL is set.
 */
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { DialectName } from '../db/database.ts';
import { REFUSING_SMS_PROVIDER } from './fake-sms-provider.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from './redis.ts';
import { type SharingEvent, sharingEvent } from './sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test-app.ts';

export type JobQueueSetup = { queue: 'in-process' | 'redis'; dialect: DialectName; redisUrl?: string };

export const TEST_JOB_QUEUES: JobQueueSetup[] = [
  ...TEST_DIALECTS.map((dialect) => ({ queue: 'in-process' as const, dialect })),
  ...(testRedisUrl ? [{ queue: 'redis' as const, dialect: 'sqlite' as const, redisUrl: testRedisUrl }] : []),
];

/**
 * For one test file's block: an app on this queue and database whose text messages fail every
 * attempt (three, 5 ms apart), with a sharing event; set up before its tests, closed after them.
 */
export function useFailingTextMessages(
  { dialect, redisUrl }: Pick<JobQueueSetup, 'dialect' | 'redisUrl'>,
  overrides: Partial<AppConfig> = {},
  buildOptions: BuildOptions = {},
) {
  const state = {} as { t: TestApp; event: SharingEvent };
  const redisPrefix = testRedisPrefix();
  beforeAll(async () => {
    const config = { sms: REFUSING_SMS_PROVIDER, redisUrl, redisPrefix, ...overrides };
    state.t = await createTestApp(dialect, config, { deliveryRetryDelaysMs: [5, 5], ...buildOptions });
    state.event = await sharingEvent(state.t);
  });
  afterAll(async () => {
    await state.t.close();
    if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
  });
  return state;
}
