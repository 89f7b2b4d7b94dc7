/**
 * The CSV export of one event with 1,000,000 leads, on the real server: from the signed link
 * (`POST export-data-capture-link`) to the last byte of the streamed CSV. Time to the first
 * byte (target < 1 s) and the server's peak resident memory above its idle size while the
 * export streams (target < 150 MB), with the total time, bytes and rows.
 */
import { leadEndpoints } from '@boothdeck/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.ts';
import { apiOn } from './api.ts';
import { type Dialect, withBenchDatabase } from './bench-database.ts';
import { BENCH_TERMS } from './dashboard-seed.ts';
import { seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';
import { download, whileSamplingMemory } from './streamed-download.ts';

const LEADS = Number(process.env.BENCH_EXPORT_LEADS ?? 1_000_000);
const LEADS_PER_STATEMENT = 100_000;
/** The leads arrive over the event's first hour. */
const LEAD_INTERVAL_SECONDS = 3600 / LEADS;
const TARGET_FIRST_BYTE_MS = 1000;
const TARGET_PEAK_RSS_MB = 150;
const LINE_FEED = 0x0a;

/** Lead i's capture time, an ISO instant `i` intervals after `startAt`, in each dialect's SQL. */
function capturedAt(dialect: Dialect, startAt: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${startAt}, '+' || (i * ${sql.lit(LEAD_INTERVAL_SECONDS)}) || ' seconds')`
    : sql`to_char((${startAt}::timestamptz + i * ${sql.lit(LEAD_INTERVAL_SECONDS)} * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Leads from..to-1 of the event, made by the database itself, one statement per chunk. */
async function insertLeads(db: Kysely<Database>, dialect: Dialect, eventId: number, startAt: string) {
  const at = capturedAt(dialect, startAt);
  for (let from = 0; from < LEADS; from += LEADS_PER_STATEMENT) {
    const to = Math.min(LEADS, from + LEADS_PER_STATEMENT) - 1;
    await sql`
      WITH RECURSIVE n(i) AS (SELECT ${sql.lit(from)} UNION ALL SELECT i + 1 FROM n WHERE i < ${sql.lit(to)})
      INSERT INTO leads (event_id, name, email, mobile, created_at, form_values, terms_text,
        marketing_consent, consented_at, client_id)
      SELECT ${eventId}, 'Guest ' || i, 'guest' || i || '@example.com',
        CASE WHEN i % 2 = 0 THEN '+614' || i ELSE NULL END, ${at},
        '{"name":"Guest ' || i || '","email":"guest' || i || '@example.com","company":"Company ' || (i % 500) || '"}',
        ${BENCH_TERMS}, CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END, ${at}, 'bench-' || i
      FROM n`.execute(db);
  }
}

export async function benchLeadExport(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'lead-export',
    async (db) => {
      const seeded = await seedLiveEvent(db);
      const event = await db
        .selectFrom('events')
        .select('start_at')
        .where('id', '=', seeded.eventId)
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) => insertLeads(trx, dialect, seeded.eventId, event.start_at));
      return seeded;
    },
    async ({ token, eventId }, environment, seedSeconds) => {
      const server = await startProductionServer(environment);
      try {
        let lines = 0;
        const { result, idleRssMb, peakRssAboveIdleMb } = await whileSamplingMemory(server.pid, async () => {
          const started = performance.now();
          const { url } = await apiOn(server.baseUrl, token).call(leadEndpoints.exportLink, {
            body: { event_id: eventId },
          });
          const linkMs = Number((performance.now() - started).toFixed(1));
          const csv = await download(`${server.baseUrl}${url}`, (chunk) => {
            for (const byte of chunk) if (byte === LINE_FEED) lines++;
          });
          return { linkMs, ...csv };
        });
        // The first line is the header.
        const rows = lines - 1;
        return {
          name: `lead-export-${dialect}`,
          description: `The CSV export of one event with ${LEADS.toLocaleString('en')} leads (${dialect}): signed link, then the streamed CSV read to its end`,
          dialect,
          seeded: { leads: LEADS, seedSeconds },
          linkMs: result.linkMs,
          firstByteMs: result.firstByteMs,
          totalMs: result.totalMs,
          bytes: result.bytes,
          rows,
          idleRssMb,
          peakRssAboveIdleMb,
          target: `first byte < ${TARGET_FIRST_BYTE_MS} ms, peak RSS < ${TARGET_PEAK_RSS_MB} MB above idle, every lead exported`,
          meetsTarget:
            result.firstByteMs < TARGET_FIRST_BYTE_MS && peakRssAboveIdleMb < TARGET_PEAK_RSS_MB && rows === LEADS,
        };
      } finally {
        await server.stop();
      }
    },
  );
}
