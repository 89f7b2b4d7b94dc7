/**
 * Rate-limit attempts kept in Redis (when REDIS_URL is set): one sorted set per key, each
 * admitted attempt a member scored by the instant it stops counting. A short Lua script drops
 * the lapsed members, checks the count and adds the attempt in one step, so processes racing for
 * a subject's last place cannot both get it. Instants come from the server's clock, as with the
 * database store; the key itself expires a window after its newest attempt, so idle subjects
 * leave nothing behind.
 *
 * The client is made to fail fast: no queue of commands while disconnected, one retry, half a
 * second to connect or answer. A request then learns within milliseconds that Redis is away,
 * and its rule's policy (rate-limiter.ts) answers, instead of hanging while ioredis retries.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type RateLimitStore, RateLimitStoreUnreachable } from './rate-limiter.ts';

/**
 * Drops lapsed attempts, refuses at the limit, else records the attempt. KEYS[1]; ARGV: now,
 * window, limit, id. Answers 0 when admitted, else the milliseconds until the attempt whose
 * lapse makes room would stop counting.
 */
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local live = redis.call('ZCARD', KEYS[1])
if live >= limit then
  local room = redis.call('ZRANGE', KEYS[1], live - limit, live - limit, 'WITHSCORES')
  return math.max(1, tonumber(room[2]) - now)
end
redis.call('ZADD', KEYS[1], now + window, ARGV[4])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < window then redis.call('PEXPIRE', KEYS[1], window) end
return 0
`;

/** How long a connection or a command may take before the store counts as unreachable. */
export const REDIS_RATE_LIMIT_TIMEOUT_MS = 500;

type AdmittingRedis = Redis & {
  admitAttempt(key: string, now: number, windowMs: number, limit: number, id: string): Promise<number>;
};

export type RedisRateLimitStore = RateLimitStore & {
  /** Resolves once connected, or after the connect timeout (the rules' policies cover the rest). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function createRedisRateLimitStore(
  url: string,
  options: { keyPrefix?: string; onConnectionError?: (error: Error) => void } = {},
): RedisRateLimitStore {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix ?? 'boothdeck:rate-limit:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_RATE_LIMIT_TIMEOUT_MS,
    commandTimeout: REDIS_RATE_LIMIT_TIMEOUT_MS,
  }) as AdmittingRedis;
  redis.defineCommand('admitAttempt', { numberOfKeys: 1, lua: ADMIT_SCRIPT });
  // ioredis reconnects by itself; report the first error of an outage, not every retry.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    options.onConnectionError?.(error);
  });
  redis.on('ready', () => {
    reported = false;
  });

  async function reach<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new RateLimitStoreUnreachable(error);
    }
  }

  return {
    async admit(key, limit, windowMs) {
      const id = randomUUID();
      const waitMs = await reach(() => redis.admitAttempt(key, Date.now(), windowMs, limit, id));
      if (waitMs !== 0) return { retryAfterMs: waitMs };
      return { refund: () => reach(() => redis.zrem(key, id)).then(() => undefined) };
    },

    clear: (key) => reach(() => redis.del(key)).then(() => undefined),

    // Lapsed members are dropped at the next admit; the newest scores highest, and lapses last.
    removeNewest: (key) => reach(() => redis.zpopmax(key)).then(() => undefined),

    count: (key) => reach(() => redis.zcount(key, `(${Date.now()}`, '+inf')),

    ready() {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_RATE_LIMIT_TIMEOUT_MS * 4);
        redis.once('ready', done);
      });
    },

    async close() {
      redis.disconnect();
    },
  };
}
