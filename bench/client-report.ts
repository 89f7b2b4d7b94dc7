/**
 * The client report of one event with 10,000 captures, 100,000 sent shares and 20,000 leads (and
 * view counters for every capture, 2,000 claimed vouchers), on the real server: SQLite in a temp
 * DATA_DIR, or PostgreSQL in a fresh schema of BENCH_DATABASE_URL. The page's calls (the
 * organiser's report and links, the report a link opens) are measured in rounds with `GET /user`
 * as the baseline, target p95 < 200 ms; then the PDF the server prints with Chromium, one at a
 * time, target < 5 s each (skipped, saying so, where Chromium is missing).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { clientReportEndpoints, MEDIA_TYPES, SHARE_CHANNELS } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import { insertInChunks } from '../apps/server/src/db/insert-in-chunks.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { addressOn, apiOn, callName } from './api.ts';
import { type Dialect, median, percentile, withBenchDatabase } from './bench-database.ts';
import { measureAgainstBaseline } from './dashboard-calls.ts';
import { createBenchOrganiser, leadRow } from './dashboard-seed.ts';
import { startProductionServer } from './production-server.ts';

export const REPORT_SEED = { captures: 10_000, shares: 100_000, leads: 20_000, vouchersClaimed: 2_000 } as const;
const TARGET_P95_MS = 200;
const PDF_TARGET_MS = 5000;
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOUR_MS = 3_600_000;
const CHUNK = 2000;

/** One event of six hours, its activity spread over them. */
async function seedReportEvent(db: Kysely<Database>, userId: number): Promise<number> {
  const start = Date.now() - 8 * HOUR_MS;
  const at = (index: number, total: number) => new Date(start + (index / total) * 6 * HOUR_MS).toISOString();
  const event = await db
    .insertInto('events')
    .values({
      uuid: randomUUID(),
      user_id: userId,
      event_name: 'Bench brand launch',
      event_details: '',
      venue_name: 'Bench Hall',
      time_zone: 'Australia/Sydney',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 6 * HOUR_MS).toISOString(),
      life_time: 0,
      status: 'final',
      finalised_at: new Date(start).toISOString(),
      created_at: new Date(start).toISOString(),
      updated_at: new Date(start).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eventId = event.id;
  const { captures, shares, leads, vouchersClaimed } = REPORT_SEED;
  await db.transaction().execute(async (trx) => {
    const media = Array.from({ length: captures }, (_, index) => ({
      event_id: eventId,
      media_type: MEDIA_TYPES[index % 7 === 0 ? 1 : index % 5 === 0 ? 2 : 0] ?? 'photo',
      file_path: `bench/report-${index}.jpg`,
      captured_at: at(index, captures),
      created_at: at(index, captures),
      moderation: index % 10 === 0 ? ('pending' as const) : ('approved' as const),
    }));
    await insertInChunks(trx, 'media_items', media, CHUNK);
    const shareRows = Array.from({ length: shares }, (_, index) => ({
      event_id: eventId,
      channel: SHARE_CHANNELS[index % SHARE_CHANNELS.length] ?? 'email',
      created_at: at(index, shares),
    }));
    await insertInChunks(trx, 'shares', shareRows, CHUNK);
    const leadRows = Array.from({ length: leads }, (_, index) => leadRow(eventId, at(index, leads), index));
    await insertInChunks(trx, 'leads', leadRows, CHUNK);
    const ids = await trx.selectFrom('media_items').select('id').where('event_id', '=', eventId).execute();
    const views = ids.map(({ id }) => ({ media_id: id, event_id: eventId, views: 1 + (id % 40) }));
    await insertInChunks(trx, 'media_views', views, CHUNK);
    const visitors = Array.from({ length: captures }, (_, index) => ({
      event_id: eventId,
      visitor: `bench-visitor-${index}`,
      first_seen_at: at(index, captures),
    }));
    await insertInChunks(trx, 'gallery_visitors', visitors, CHUNK);
    const vouchers = Array.from({ length: vouchersClaimed * 2 }, (_, index) => ({
      event_id: eventId,
      offer_name: 'Bench offer',
      uuid: randomUUID(),
      voucher_no: `BENCH-${index}`,
      expires_at: new Date(Date.now() + 30 * 24 * HOUR_MS).toISOString(),
      claimed_at: index % 2 === 0 ? at(index, vouchersClaimed * 2) : null,
      created_at: at(index, vouchersClaimed * 2),
    }));
    await insertInChunks(trx, 'vouchers', vouchers, CHUNK);
  });
  return eventId;
}

/** The PDF, printed `PDF_RUNS` times one after another after one warm-up. */
async function measurePdf(baseUrl: string, token: string) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const address = addressOn(baseUrl, callName(clientReportEndpoints.sharedPdf, { params: { token } }));
  const print = async () => {
    const started = performance.now();
    const response = await fetch(address);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`the PDF answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  await print();
  const runs = [];
  for (let run = 0; run < PDF_RUNS; run++) runs.push(await print());
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  return {
    runs: PDF_RUNS,
    medianMs: Math.round(median(times)),
    maxMs: Math.round(percentile(times, 100)),
    bytes: runs[0]?.bytes,
    target: `each < ${PDF_TARGET_MS} ms`,
    meetsTarget: times.every((ms) => ms < PDF_TARGET_MS),
  };
}

export async function benchClientReport(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'client-report',
    async (db) => {
      const organiser = await createBenchOrganiser(db);
      return { ...organiser, eventId: await seedReportEvent(db, organiser.userId) };
    },
    async ({ token, eventId }, environment, seedSeconds) => {
      const server = await startProductionServer({ ...environment, PDF_CHROMIUM_PATH: CHROMIUM });
      try {
        const { link } = await apiOn(server.baseUrl, token).call(clientReportEndpoints.createLink, {
          params: { id: eventId },
          body: {},
        });
        const calls = [
          callName(clientReportEndpoints.report, { params: { id: eventId } }),
          callName(clientReportEndpoints.links, { params: { id: eventId } }),
          callName(clientReportEndpoints.shared, { params: { token: link.token } }),
        ];
        const measured = await measureAgainstBaseline(server.baseUrl, token, calls, TARGET_P95_MS);
        const pdf = await measurePdf(server.baseUrl, link.token);
        return {
          name: `client-report-${dialect}`,
          description: `One event's client report at scale (${dialect}): the page's calls one request at a time, interleaved with the GET /user baseline, then the PDF`,
          dialect,
          seeded: { ...REPORT_SEED, seedSeconds },
          ...measured,
          pdf,
          // A PDF skipped for want of Chromium leaves the verdict to the calls.
          meetsTarget: measured.meetsTarget && (!('meetsTarget' in pdf) || pdf.meetsTarget),
        };
      } finally {
        await server.stop();
      }
    },
  );
}
