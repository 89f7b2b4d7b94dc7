/**
 * The data-capture screens' calls for an organiser with 10,000 events, 1,000,000 shares and
 * 200,000 leads (the dashboard's seed, with a plan that includes data capture), on the real
 * server, SQLite or PostgreSQL: the event list (first page, a search, a later page), the lead
 * trend graph, and the lead list of the event with the most leads (first page, its last page, a
 * search). Sequential requests after a warm-up, calls interleaved with `GET /user` as the
 * baseline; target p95 < 50 ms.
 */
import { DATA_CAPTURE_EVENTS_PER_PAGE, LEADS_PER_PAGE, leadEndpoints } from '@boothdeck/contract';
import { ensureDemoMembership } from '../apps/server/tools/demo/demo-account.ts';
import { callName } from './api.ts';
import { type Dialect, withBenchDatabase } from './bench-database.ts';
import { measureAgainstBaseline } from './dashboard-calls.ts';
import { createBenchOrganiser, SEED_SIZE, seedOrganiserAtScale } from './dashboard-seed.ts';
import { startProductionServer } from './production-server.ts';

type Busiest = { eventId: number; leads: number; guest: string };

const callsOf = ({ eventId, leads, guest }: Busiest) => {
  const laterEventPage = Math.floor(SEED_SIZE.events / DATA_CAPTURE_EVENTS_PER_PAGE / 2);
  const lastLeadPage = Math.max(1, Math.ceil(leads / LEADS_PER_PAGE));
  const leadsOf = { params: { id: eventId } };
  return [
    callName(leadEndpoints.events),
    callName(leadEndpoints.events, { query: { search: 'venue 7' } }),
    callName(leadEndpoints.events, { query: { page: laterEventPage } }),
    callName(leadEndpoints.trendGraph),
    callName(leadEndpoints.eventLeads, leadsOf),
    callName(leadEndpoints.eventLeads, { ...leadsOf, query: { page: lastLeadPage } }),
    callName(leadEndpoints.eventLeads, { ...leadsOf, query: { search: guest } }),
  ];
};

export async function benchDataCaptureCalls(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'data-capture',
    async (db) => {
      const organiser = await createBenchOrganiser(db);
      await ensureDemoMembership(db, organiser.userId);
      await seedOrganiserAtScale(db, organiser.userId);
      const busiest = await db
        .selectFrom('leads')
        .select(['event_id', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('email').as('email')])
        .groupBy('event_id')
        .orderBy('n', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      // A search for one guest of that event, as an organiser looks a guest up by address.
      const guest = busiest.email.split('@')[0] ?? busiest.email;
      return { token: organiser.token, busiest: { eventId: busiest.event_id, leads: Number(busiest.n), guest } };
    },
    async ({ token, busiest }, environment, seedSeconds) => {
      const server = await startProductionServer(environment);
      try {
        return {
          name: `data-capture-calls-${dialect}`,
          description: `The data-capture screens' calls for an organiser at scale (${dialect}), one request at a time, calls interleaved with the GET /user baseline`,
          dialect,
          seeded: { ...SEED_SIZE, seedSeconds },
          event: { id: busiest.eventId, leads: busiest.leads, search: busiest.guest },
          ...(await measureAgainstBaseline(server.baseUrl, token, callsOf(busiest))),
        };
      } finally {
        await server.stop();
      }
    },
  );
}
