/**
 * What the scale-out benchmarks share: the stack a scaled install runs on — a fresh PostgreSQL
 * schema of BENCH_DATABASE_URL, Redis at BENCH_REDIS_URL under a key prefix of its own, and an
 * S3 API server (s3rver) on 127.0.0.1 — and the server's processes started on it behind the
 * scale-out suite's round-robin proxy (which stands where nginx would), as many as a run asks.
 *
 * The processes run the server's source through tsx (as the scale-out suite does), with
 * NODE_ENV=production; the proxy and s3rver run in the benchmark's own process, so on a 2-core
 * machine they take their share of the cores the server processes have.
 */
import type { Kysely } from 'kysely';
import { type Cluster, type ProcessSpec, startCluster } from '../apps/server/scale-out/harness/cluster.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { removeRedisKeys, testRedisPrefix } from '../apps/server/src/test/redis.ts';
import { s3EnvironmentOf, startS3TestServer } from '../apps/server/src/test/s3-test-server.ts';
import { withBenchDatabase } from './bench-database.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL;

/** Whether this run can measure the scaled stack; says what is missing when not. */
export function scaleOutStackAvailable(name: string): boolean {
  if (process.env.BENCH_DATABASE_URL && REDIS_URL) return true;
  console.log(`${name} skipped: set BENCH_DATABASE_URL=postgres://… and BENCH_REDIS_URL=redis://… to run it.`);
  return false;
}

export type ScaleOutStack = {
  /** The data folder every process shares (the development mail outbox is written there). */
  dataDir: string;
  databaseUrl: string;
  /** Starts these processes on the stack, API processes behind a proxy of their own. */
  start: (processes: readonly ProcessSpec[]) => Promise<Cluster>;
};

export async function withScaleOutStack<Seeded, Result>(
  name: string,
  seed: (db: Kysely<Database>) => Promise<Seeded>,
  bench: (seeded: Seeded, stack: ScaleOutStack) => Promise<Result>,
): Promise<Result> {
  if (!REDIS_URL) throw new Error('BENCH_REDIS_URL is needed for the scale-out benchmarks');
  return withBenchDatabase('postgres', name, seed, async (seeded, { DATA_DIR, DATABASE_URL }) => {
    const s3 = await startS3TestServer();
    const redisPrefix = testRedisPrefix();
    const shared = { REDIS_URL, REDIS_PREFIX: redisPrefix, ...s3EnvironmentOf(s3.settings) };
    const clusters: Cluster[] = [];
    try {
      return await bench(seeded, {
        dataDir: DATA_DIR,
        databaseUrl: DATABASE_URL,
        async start(processes) {
          const cluster = await startCluster({
            databaseUrl: DATABASE_URL,
            dataDir: DATA_DIR,
            processes,
            environment: shared,
          });
          clusters.push(cluster);
          return cluster;
        },
      });
    } finally {
      for (const cluster of clusters) await cluster.stop();
      await s3.close();
      await removeRedisKeys(REDIS_URL, redisPrefix);
    }
  });
}
