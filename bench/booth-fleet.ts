/**
 * 200 booths, twenty at each of ten events (a booth company's night), each reporting its health every 30 s (each starting at its own moment
 * in the first half minute, as booths switched on one by one do), on one server process, while
 * each event's organiser keeps its Booths panel open (asking again every 5 s, as the web's
 * panel does): p95 of POST booth/heartbeat and of GET event-booths/:id (target < 50 ms each), and the
 * panel's freshness, from a booth sending a report until a panel's answer shows it (target p95 <
 * 10 s: the panel's promise). Alongside, the health probe timed the same way in the same run,
 * the baseline the two calls are compared to on a machine whose load swings.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type BoothHeartbeatBody, fleetEndpoints } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.ts';
import { type Booth, signInBooth } from '../e2e/support/booth.ts';
import { apiOn } from './api.ts';
import { type Dialect, percentile, timeRequest, withBenchDatabase } from './bench-database.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const BOOTHS = 200;
const EVENTS = 10;
const HEARTBEAT_MS = 30_000;
/** How long the booths keep reporting: three rounds of every booth by default. */
const RUN_MS = Number(process.env.BENCH_FLEET_SECONDS ?? 90) * 1000;
/** How often a Booths panel asks again, as the web's does. */
const PANEL_EVERY_MS = 5_000;
const TARGET_P95_MS = 50;
const FRESHNESS_TARGET_MS = 10_000;

const report = (booth: number): BoothHeartbeatBody => ({
  app_version: '1.0.0',
  queue: { pending: booth % 3, oldest_unsent_seconds: booth % 3 ? 20 : null, failed: 0 },
  storage: { used_bytes: 300_000_000 + booth, quota_bytes: 20_000_000_000, persisted: true },
  battery: booth % 2 ? { level: 0.7, charging: false } : null,
  camera: { state: 'ready', label: 'USB camera', width: 1920, height: 1080 },
  online_since: new Date().toISOString(),
  last_capture_at: null,
  paused: false,
  acknowledged: [],
});

/** One organiser's ten live events (the first as media-seed makes it, the others its copies). */
async function seedFleetEvents(db: Kysely<Database>) {
  const first = await seedLiveEvent(db);
  const { id: _id, ...row } = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', first.eventId)
    .executeTakeFirstOrThrow();
  const events = [{ eventId: first.eventId, uuid: first.uuid }];
  for (let event = 1; event < EVENTS; event++) {
    const uuid = randomUUID();
    const { id } = await db
      .insertInto('events')
      .values({ ...row, uuid, event_name: `Bench Gala ${event + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    events.push({ eventId: id, uuid });
  }
  return { token: first.token, events };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const summary = (values: number[]) => {
  const ordered = sorted(values);
  return {
    count: ordered.length,
    p50Ms: percentile(ordered, 50),
    p95Ms: percentile(ordered, 95),
    p99Ms: percentile(ordered, 99),
  };
};

export function benchBoothFleet(dialect: Dialect) {
  return withBenchDatabase(dialect, 'booth-fleet', seedFleetEvents, async ({ token, events }, environment) => {
    const server = await startProductionServer(environment);
    try {
      const booths: Booth[] = [];
      for (let booth = 0; booth < BOOTHS; booth++) {
        const { uuid } = events[booth % EVENTS] ?? { uuid: '' };
        booths.push(await signInBooth(server.baseUrl, uuid, BOOTH_PASSWORD, `Booth ${booth + 1}`));
      }
      const organiser = apiOn(server.baseUrl, token);
      const heartbeatMs: number[] = [];
      const panelMs: number[] = [];
      const healthMs: number[] = [];
      const freshnessMs: number[] = [];
      /** When each booth sent the report the server holds now (by device name). */
      const sentAt = new Map<string, number>();
      const ends = performance.now() + RUN_MS;

      const runBooth = async (booth: Booth, index: number) => {
        await sleep((index / BOOTHS) * HEARTBEAT_MS);
        while (performance.now() < ends) {
          const started = performance.now();
          await booth.api.call(fleetEndpoints.heartbeat, { body: report(index) });
          heartbeatMs.push(performance.now() - started);
          sentAt.set(`Booth ${index + 1}`, started);
          await sleep(HEARTBEAT_MS - (performance.now() - started));
        }
      };
      const runPanel = async ({ eventId }: { eventId: number }, panel: number) => {
        await sleep((panel / EVENTS) * PANEL_EVERY_MS);
        const seen = new Map<string, string | null>();
        while (performance.now() < ends) {
          const started = performance.now();
          const reply = await organiser.call(fleetEndpoints.eventBooths, { params: { id: eventId } });
          const answered = performance.now();
          panelMs.push(answered - started);
          healthMs.push(await timeRequest(`${server.baseUrl}/api/health`, {}));
          for (const booth of reply.booths) {
            const name = booth.device_name ?? '';
            const was = seen.get(name);
            seen.set(name, booth.last_seen_at);
            const sent = sentAt.get(name);
            // A report this panel shows for the first time: how long since the booth sent it.
            if (was !== undefined && booth.last_seen_at !== was && sent !== undefined)
              freshnessMs.push(answered - sent);
          }
          await sleep(PANEL_EVERY_MS - (answered - started));
        }
      };
      const loadAverage = os.loadavg()[0];
      await Promise.all([...booths.map(runBooth), ...events.map(runPanel)]);

      const heartbeat = summary(heartbeatMs);
      const panel = summary(panelMs);
      const health = summary(healthMs);
      const freshness = summary(freshnessMs);
      const meetsTarget =
        heartbeat.p95Ms < TARGET_P95_MS && panel.p95Ms < TARGET_P95_MS && freshness.p95Ms < FRESHNESS_TARGET_MS;
      console.log(
        `booth-fleet (${dialect}): ${meetsTarget ? 'PASS' : 'FAIL'}, heartbeat p95 ${heartbeat.p95Ms} ms, panel p95 ${panel.p95Ms} ms (target < ${TARGET_P95_MS} ms), freshness p95 ${(freshness.p95Ms / 1000).toFixed(1)} s`,
      );
      return {
        name: `booth-fleet-${dialect}`,
        description: `${BOOTHS} booths at ${EVENTS} events each reporting every ${HEARTBEAT_MS / 1000} s for ${RUN_MS / 1000} s on one process (${dialect}), each event's Booths panel asking every ${PANEL_EVERY_MS / 1000} s`,
        dialect,
        booths: BOOTHS,
        events: EVENTS,
        heartbeat,
        panel,
        /** From a booth sending a report until a panel's answer first shows it. */
        freshness,
        /** GET /api/health timed right after each panel call: the same run's baseline. */
        healthBaseline: health,
        heartbeatToBaselineP95: Number((heartbeat.p95Ms / Math.max(health.p95Ms, 0.01)).toFixed(1)),
        panelToBaselineP95: Number((panel.p95Ms / Math.max(health.p95Ms, 0.01)).toFixed(1)),
        cores: os.availableParallelism(),
        loadAverageAtStart: Number(loadAverage?.toFixed(1)),
        target: `heartbeat and panel p95 < ${TARGET_P95_MS} ms, freshness p95 < ${FRESHNESS_TARGET_MS / 1000} s`,
        verdict: meetsTarget ? 'PASS' : 'FAIL',
        meetsTarget,
      };
    } finally {
      await server.stop();
    }
  });
}
