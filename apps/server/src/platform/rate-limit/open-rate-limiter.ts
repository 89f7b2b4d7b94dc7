/** The rate limiter buildApp uses: on Redis when REDIS_URL is set, in the database otherwise. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createDatabaseRateLimitStore } from './rate-limit.database-store.ts';
import { createRedisRateLimitStore } from './rate-limit.redis-store.ts';
import { createRateLimiter, type RateLimiter, type RateLimitReplacement } from './rate-limiter.ts';

export type RateLimiterSetup = {
  db: Kysely<Database>;
  redisUrl: string | undefined;
  /** Where this app's keys start in Redis (each test app has its own). */
  redisKeyPrefix?: string | undefined;
  replacements?: readonly RateLimitReplacement[] | undefined;
  log: FastifyBaseLogger;
};

export async function openRateLimiter(
  setup: RateLimiterSetup,
): Promise<{ limiter: RateLimiter; close(): Promise<void> }> {
  const options = {
    replacements: setup.replacements ?? [],
    onStoreUnreachable: (error: Error, rule: { name: string; ifStoreUnreachable: string }) =>
      setup.log.warn(
        { err: error.cause ?? error, rule: rule.name, policy: rule.ifStoreUnreachable },
        'rate-limit store unreachable',
      ),
  };
  if (!setup.redisUrl) {
    return { limiter: createRateLimiter(createDatabaseRateLimitStore(setup.db), options), close: async () => {} };
  }
  const store = createRedisRateLimitStore(setup.redisUrl, {
    ...(setup.redisKeyPrefix ? { keyPrefix: setup.redisKeyPrefix } : {}),
    onConnectionError: (error) => setup.log.error({ err: error }, 'rate-limit Redis connection lost'),
  });
  // Starting without Redis is allowed: each rule's policy answers until it is reachable.
  await store.ready();
  return { limiter: createRateLimiter(store, options), close: () => store.close() };
}
