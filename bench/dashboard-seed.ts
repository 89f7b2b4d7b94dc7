/**
 * One organiser at scale, written straight to the database in batches inside one transaction:
 * 10,000 events (past, live, upcoming, drafts), 1,000,000 shares, 200,000 leads and 100,000
 * media over the last two years. The activity_counts triggers run for every row, as in production.
 */
import { randomUUID } from 'node:crypto';
import { SHARE_CHANNELS } from '@boothdeck/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { insertInChunks } from '../apps/server/src/db/insert-in-chunks.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { hashSecret } from '../apps/server/src/platform/auth/secrets.ts';

export const SEED_SIZE = { events: 10_000, shares: 1_000_000, leads: 200_000, media: 100_000 } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SPAN_MS = 730 * DAY_MS;
const ROWS_PER_INSERT = 2000;

/** A verified organiser with a session token; returns the token to call the API with. */
export async function createBenchOrganiser(db: Kysely<Database>): Promise<{ userId: number; token: string }> {
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      user_type: 'business',
      first_name: 'Bench',
      last_name: 'Organiser',
      email: 'bench-organiser@example.com',
      password_hash: 'not-used',
      business_category: 'other',
      business_category_other: 'Benchmarks',
      company_name: 'Bench Events',
      check_promotion: 0,
      verify_status: 'active',
      email_verified_at: now,
      trial_started_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `bench-${randomUUID()}`;
  await db
    .insertInto('access_tokens')
    .values({
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + DAY_MS).toISOString(),
      created_at: now,
    })
    .execute();
  return { userId: user.id, token };
}

/** Event i of the seed: mostly past, 10 live, 50 upcoming, 40 drafts. */
function eventRow(userId: number, index: number, now: number): Insertable<Database['events']> {
  let start = now - SPAN_MS + (index / SEED_SIZE.events) * (SPAN_MS - 2 * DAY_MS);
  let status: 'final' | 'draft' = 'final';
  if (index < 10) start = now - HOUR_MS;
  else if (index < 60) start = now + (index - 9) * DAY_MS;
  else if (index < 100) status = 'draft';
  const stamp = new Date(Math.min(start, now)).toISOString();
  return {
    uuid: randomUUID(),
    user_id: userId,
    event_name: `Bench event ${index}`,
    event_details: '',
    venue_name: `Venue ${index % 50}`,
    time_zone: 'Australia/Sydney',
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 6 * HOUR_MS).toISOString(),
    life_time: 0,
    status,
    finalised_at: status === 'final' ? stamp : null,
    created_at: stamp,
    updated_at: stamp,
  };
}

export const BENCH_TERMS = 'I agree that Bench Events may keep my details and send me news of its events.';

/**
 * Lead i as the booth stores it (the columns of the lead form): answers, consent record (two in
 * three guests agree to messages), the booth's own id, and a mobile for every other guest.
 */
export function leadRow(event_id: number, created_at: string, index: number) {
  const marketing = index % 3 !== 0;
  return {
    event_id,
    name: `Guest ${index}`,
    email: `guest${index}@example.com`,
    mobile: index % 2 === 0 ? `+614${String(index).padStart(8, '0')}` : null,
    created_at,
    form_values: JSON.stringify({
      name: `Guest ${index}`,
      email: `guest${index}@example.com`,
      company: `Company ${index % 500}`,
    }),
    terms_text: BENCH_TERMS,
    marketing_consent: marketing ? 1 : 0,
    consented_at: created_at,
    client_id: `bench-${index}`,
  };
}

/**
 * Spreads `total` rows evenly over the events that have happened, event by event in time order
 * (as guests make them), each within two days of its event's start.
 */
async function insertActivity(
  trx: Transaction<Database>,
  events: { id: number; start: number }[],
  total: number,
  toRow: (eventId: number, createdAt: string, index: number) => object,
  table: 'shares' | 'leads' | 'media_items',
  now: number,
) {
  let batch: object[] = [];
  let index = 0;
  for (const [position, event] of events.entries()) {
    const first = index;
    const until = Math.floor((total * (position + 1)) / events.length);
    for (; index < until; index++) {
      const at = Math.min(event.start + ((index - first) / (until - first)) * 48 * HOUR_MS, now);
      batch.push(toRow(event.id, new Date(at).toISOString(), index));
      if (batch.length === ROWS_PER_INSERT) {
        await insertInChunks(trx, table, batch as never[], ROWS_PER_INSERT);
        batch = [];
      }
    }
  }
  await insertInChunks(trx, table, batch as never[], ROWS_PER_INSERT);
}

export async function seedOrganiserAtScale(db: Kysely<Database>, userId: number): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const rows = Array.from({ length: SEED_SIZE.events }, (_, index) => eventRow(userId, index, now));
    await insertInChunks(trx, 'events', rows, 1000);
    const happened = (
      await trx
        .selectFrom('events')
        .select(['id', 'start_at'])
        .where('user_id', '=', userId)
        .where('status', '=', 'final')
        .where('start_at', '<=', new Date(now).toISOString())
        .orderBy('start_at')
        .execute()
    ).map((event) => ({ id: event.id, start: Date.parse(event.start_at) }));

    await insertActivity(
      trx,
      happened,
      SEED_SIZE.shares,
      (event_id, created_at, index) => ({
        event_id,
        channel: SHARE_CHANNELS[index % SHARE_CHANNELS.length],
        created_at,
      }),
      'shares',
      now,
    );
    await insertActivity(
      trx,
      happened,
      SEED_SIZE.leads,
      (event_id, created_at, index) => leadRow(event_id, created_at, index),
      'leads',
      now,
    );
    await insertActivity(
      trx,
      happened,
      SEED_SIZE.media,
      (event_id, created_at, index) => ({ event_id, media_type: 'photo', file_path: `bench/${index}.jpg`, created_at }),
      'media_items',
      now,
    );
  });
}
