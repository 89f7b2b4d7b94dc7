/**
 * Dashboard calls (and the live-event list) for one organiser with 10,000 events, 1,000,000
 * shares and 200,000 leads, on the real server: SQLite in a temp DATA_DIR, or PostgreSQL in a
 * fresh schema of BENCH_DATABASE_URL. Sequential requests after a warm-up; target p95 < 50 ms.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/modules/packages/catalogue-seed.ts';
import { createBenchOrganiser, SEED_SIZE, seedOrganiserAtScale } from './dashboard-seed.ts';
import { startProductionServer } from './production-server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
const TARGET_P95_MS = 50;

const CALLS = [
  'live-event?per_page=6&page=1',
  'dashboard-analytics',
  'social-share',
  'dashboard-graph/sharing/email',
  'dashboard-graph/sharing/sms',
  'dashboard-graph/sharing-pie',
  'dashboard-graph/data-capture',
];

type Dialect = 'sqlite' | 'postgres';

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(2));

async function onPostgres(url: string, statement: string) {
  const { db } = openDatabase({ dataDir: os.tmpdir(), databaseUrl: url });
  try {
    await sql.raw(statement).execute(db);
  } finally {
    await db.destroy();
  }
}

async function timeRequest(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const reply = await fetch(url, { headers });
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return performance.now() - started;
}

/**
 * Every call once per round, round after round, so a burst of background work (a checkpoint,
 * another process) lands on all calls alike. Calls that don't answer 200 are reported as skipped.
 */
async function measureCalls(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const urlOf = (call: string) => `${baseUrl}/api/v1/${call}`;
  const skipped: { call: string; skipped: string }[] = [];
  const timings = new Map<string, number[]>();
  for (const call of CALLS) {
    const first = await fetch(urlOf(call), { headers });
    await first.arrayBuffer();
    if (first.ok) timings.set(call, []);
    else if (first.status === 404) skipped.push({ call, skipped: 'the route answers 404: not built yet' });
    else skipped.push({ call, skipped: `the route answers ${first.status}` });
  }
  for (let round = 0; round < WARM_UP + REQUESTS; round++) {
    for (const [call, times] of timings) {
      const elapsed = await timeRequest(urlOf(call), headers);
      if (round >= WARM_UP) times.push(elapsed);
    }
  }
  const measured = [...timings].map(([call, times]) => {
    const sorted = times.sort((a, b) => a - b);
    const p95Ms = percentile(sorted, 95);
    return {
      call,
      p50Ms: percentile(sorted, 50),
      p95Ms,
      p99Ms: percentile(sorted, 99),
      meetsTarget: p95Ms < TARGET_P95_MS,
    };
  });
  return { measured, skipped };
}

export async function benchDashboardCalls(dialect: Dialect) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-bench-dashboard-'));
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
    let token: string;
    try {
      await migrateToLatest(handle);
      await seedCatalogue(handle.db);
      const organiser = await createBenchOrganiser(handle.db);
      token = organiser.token;
      await seedOrganiserAtScale(handle.db, organiser.userId);
      // What autovacuum does after a bulk load, before anyone asks for a dashboard.
      if (dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));

    const server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
    try {
      const { measured, skipped } = await measureCalls(server.baseUrl, token);
      return {
        name: `dashboard-calls-${dialect}`,
        description: `Dashboard calls and the live-event list for one organiser at scale (${dialect}), one request at a time, calls interleaved`,
        dialect,
        seeded: { ...SEED_SIZE, seedSeconds },
        requestsPerCall: REQUESTS,
        calls: [...measured, ...skipped],
        target: `p95 < ${TARGET_P95_MS} ms`,
        meetsTarget: measured.length > 0 && measured.every((entry) => entry.meetsTarget),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres' && baseUrl) await onPostgres(baseUrl, `drop schema ${schema} cascade`);
  }
}
