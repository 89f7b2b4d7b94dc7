/**
 * What the database benchmarks share: a fresh SQLite folder or a fresh PostgreSQL schema of
 * BENCH_DATABASE_URL, seeded before the server starts, and percentiles of request timings.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { seedCatalogue } from '../apps/server/src/modules/packages/index.ts';

export type Dialect = 'sqlite' | 'postgres';

export const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(2));

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function timeRequest(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const reply = await fetch(url, { headers });
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return performance.now() - started;
}

async function onPostgres(url: string, statement: string) {
  const { db } = openDatabase({ dataDir: os.tmpdir(), databaseUrl: url });
  try {
    await sql.raw(statement).execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Counts the transactions PostgreSQL commits or rolls back on the bench's database (each
 * autocommitted statement is one), from now until `stop`. PostgreSQL publishes a connection's
 * counts when it has been idle a while, so `stop` waits for the pool's last ones. Point
 * BENCH_DATABASE_URL at a database of the bench's own for a count no one else adds to.
 */
export async function transactionCounter(databaseUrl: string) {
  const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl });
  const read = async () => {
    const { rows } = await sql<{ n: number }>`
      select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()
    `.execute(handle.db);
    return Number(rows[0]?.n ?? 0);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
  await settle();
  const before = await read();
  return {
    async stop() {
      try {
        await settle();
        // This counter's own two reads are transactions too.
        return (await read()) - before - 1;
      } finally {
        await handle.db.destroy();
      }
    },
  };
}

/**
 * Runs `bench` on a migrated database of `dialect` after `seed` has filled it, then removes
 * the data folder and the schema. `DATABASE_URL` and `DATA_DIR` are what the server needs.
 */
export async function withBenchDatabase<Seeded, Result>(
  dialect: Dialect,
  name: string,
  seed: (db: Kysely<Database>, dataDir: string) => Promise<Seeded>,
  bench: (seeded: Seeded, server: { DATA_DIR: string; DATABASE_URL: string }, seedSeconds: number) => Promise<Result>,
): Promise<Result> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `boothdeck-bench-${name}-`));
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    if (!baseUrl) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL run');
    await onPostgres(baseUrl, `create schema ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  try {
    const handle = openDatabase({ dataDir, databaseUrl });
    const seedStarted = performance.now();
    let seeded: Seeded;
    try {
      await migrateToLatest(handle);
      await seedCatalogue(handle.db);
      seeded = await seed(handle.db, dataDir);
      // What autovacuum does after a bulk load, before anyone asks for a page.
      if (dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    return await bench(seeded, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }, seedSeconds);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres' && baseUrl) await onPostgres(baseUrl, `drop schema ${schema} cascade`);
  }
}

/** Runs a database benchmark on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onEachDialect<Result>(name: string, run: (dialect: Dialect) => Promise<Result>) {
  const results = [await run('sqlite')];
  if (process.env.BENCH_DATABASE_URL) results.push(await run('postgres'));
  else console.log(`${name} on PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to run it.`);
  return results;
}
