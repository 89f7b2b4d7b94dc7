/**
 * Dashboard calls (and the live-event list) for one organiser with 10,000 events, 1,000,000
 * shares and 200,000 leads, on the real server: SQLite in a temp DATA_DIR, or PostgreSQL in a
 * fresh schema of BENCH_DATABASE_URL. Sequential requests after a warm-up; target p95 < 50 ms.
 */

import { dashboardEndpoints, eventEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { addressOn, callName } from './api.ts';
import { type Dialect, percentile, timeRequest, withBenchDatabase } from './bench-database.ts';
import { createBenchOrganiser, SEED_SIZE, seedOrganiserAtScale } from './dashboard-seed.ts';
import { startProductionServer } from './production-server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
export const TARGET_P95_MS = 50;

const CALLS = [
  callName(eventEndpoints.liveEvents, { query: { per_page: 6, page: 1 } }),
  callName(dashboardEndpoints.analytics),
  callName(dashboardEndpoints.socialShare),
  callName(dashboardEndpoints.sharingGraph, { params: { channel: 'email' } }),
  callName(dashboardEndpoints.sharingGraph, { params: { channel: 'sms' } }),
  callName(dashboardEndpoints.sharingPie),
  callName(dashboardEndpoints.dataCaptureGraph),
];

/**
 * Every call once per round, round after round, so a burst of background work (a checkpoint,
 * another process) lands on all calls alike. Calls that don't answer 200 are reported as skipped.
 */
export async function measureCalls(
  baseUrl: string,
  token: string,
  calls: readonly string[] = CALLS,
  targetMs: number = TARGET_P95_MS,
) {
  const headers = { authorization: `Bearer ${token}` };
  const urlOf = (call: string) => addressOn(baseUrl, call);
  const skipped: { call: string; skipped: string }[] = [];
  const timings = new Map<string, number[]>();
  for (const call of calls) {
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
      meetsTarget: p95Ms < targetMs,
    };
  });
  return { measured, skipped };
}

const BASELINE_CALL = callName(accountCalls.user);

/**
 * `calls` measured in rounds with `GET /user`, the least any signed-in call costs on this machine
 * at this moment, as the baseline; `p95VsBaseline` is each call's p95 over the baseline's.
 */
export async function measureAgainstBaseline(
  baseUrl: string,
  token: string,
  calls: readonly string[],
  targetMs: number = TARGET_P95_MS,
) {
  const { measured, skipped } = await measureCalls(baseUrl, token, [BASELINE_CALL, ...calls], targetMs);
  const baseline = measured.find((entry) => entry.call === BASELINE_CALL);
  const compared = measured
    .filter((entry) => entry !== baseline)
    .map((entry) => ({
      ...entry,
      p95VsBaseline: baseline ? Math.round((entry.p95Ms / baseline.p95Ms) * 100) / 100 : null,
    }));
  return {
    baseline,
    calls: [...compared, ...skipped],
    target: `p95 < ${targetMs} ms; p95VsBaseline is the p95 over GET /user's p95 in the same rounds (information)`,
    meetsTarget: compared.length > 0 && compared.every((entry) => entry.meetsTarget),
  };
}

export async function benchDashboardCalls(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'dashboard',
    async (db) => {
      const organiser = await createBenchOrganiser(db);
      await seedOrganiserAtScale(db, organiser.userId);
      return organiser.token;
    },
    async (token, environment, seedSeconds) => {
      const server = await startProductionServer(environment);
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
    },
  );
}
