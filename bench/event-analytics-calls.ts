/**
 * One event's analytics calls for an organiser with 10,000 events and 1,000,000 shares (the
 * dashboard's seed, plus view counts for every item), on the real server: SQLite in a temp
 * DATA_DIR, or PostgreSQL in a fresh schema of BENCH_DATABASE_URL. Sequential requests after a
 * warm-up, calls interleaved; target p95 < 50 ms. `GET /user` is measured in the same rounds as
 * the baseline: the least any signed-in call costs on this machine at this moment.
 */
import { analyticsEndpoints } from '@boothdeck/contract';
import { sql } from 'kysely';
import { callName } from './api.ts';
import { type Dialect, withBenchDatabase } from './bench-database.ts';
import { measureAgainstBaseline } from './dashboard-calls.ts';
import { createBenchOrganiser, SEED_SIZE, seedOrganiserAtScale } from './dashboard-seed.ts';
import { startProductionServer } from './production-server.ts';

const callsOf = (eventId: number) => [
  callName(analyticsEndpoints.sharingGraph, { params: { id: eventId } }),
  callName(analyticsEndpoints.channelGraph, { params: { channel: 'email', eventId } }),
  callName(analyticsEndpoints.channelGraph, { params: { channel: 'microsite', eventId } }),
  callName(analyticsEndpoints.socialShare, { params: { id: eventId } }),
  callName(analyticsEndpoints.mostViewed, { params: { id: eventId } }),
  callName(analyticsEndpoints.funnel, { params: { id: eventId } }),
];

export async function benchEventAnalyticsCalls(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'analytics',
    async (db) => {
      const organiser = await createBenchOrganiser(db);
      await seedOrganiserAtScale(db, organiser.userId);
      // Every item has been opened a few times: one statement, not a row at a time.
      await sql`INSERT INTO media_views (media_id, event_id, views) SELECT id, event_id, 1 + id % 40 FROM media_items`.execute(
        db,
      );
      // The event with the most sent shares of the last year, so every graph has bars to count.
      const busiest = await db
        .selectFrom('shares')
        .select(['event_id', (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', new Date(Date.now() - 300 * 86_400_000).toISOString())
        .groupBy('event_id')
        .orderBy('n', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      return { token: organiser.token, eventId: busiest.event_id, eventShares: Number(busiest.n) };
    },
    async ({ token, eventId, eventShares }, environment, seedSeconds) => {
      const server = await startProductionServer(environment);
      try {
        return {
          name: `event-analytics-calls-${dialect}`,
          description: `One event's analytics calls for an organiser at scale (${dialect}), one request at a time, calls interleaved with the GET /user baseline`,
          dialect,
          seeded: { ...SEED_SIZE, viewCounters: SEED_SIZE.media, seedSeconds },
          event: { id: eventId, sentShares: eventShares },
          ...(await measureAgainstBaseline(server.baseUrl, token, callsOf(eventId))),
        };
      } finally {
        await server.stop();
      }
    },
  );
}
