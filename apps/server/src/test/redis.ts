/**
 * Redis for the tests of the Redis job queue: they run when TEST_REDIS_URL is set, and its
 * absence fails the run under CI (as TEST_DATABASE_URL's does). Each test gets a key prefix of
 * its own, removed afterwards, so tests side by side (and an install on the same Redis) never
 * see each other's jobs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

if (process.env.CI === 'true' && !testRedisUrl) {
  throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis suite would be skipped.');
}
if (!testRedisUrl) {
  console.warn('Redis suite skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it.');
}

export const testRedisPrefix = () => `boothdeck-test-${randomBytes(6).toString('hex')}`;

/** Removes every key under `prefix`. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A redis-server of the test's own (for outages: stopped and started again on the same port),
 * with nothing saved to disk; resolves once it accepts commands.
 */
export async function startThrowAwayRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return server;
}

/** Stops a throw-away redis-server as a crash would (SIGKILL). */
export async function stopThrowAwayRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}
