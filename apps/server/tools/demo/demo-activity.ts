/**
 * What happened at a demo event: captured media, guest shares on every channel and leads, from
 * a fixed seed so each load looks alike.
 */
import type { MediaType, ShareChannel } from '@boothdeck/contract';
import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from '../../src/db/insert-in-chunks.ts';
import type { Database } from '../../src/db/schema.ts';
import type { SharesTable } from '../../src/modules/deliveries/deliveries.tables.ts';
import type { LeadsTable } from '../../src/modules/leads/leads.tables.ts';
import { HOUR_MS } from '../../src/shared/clock.ts';
import type { Random } from '../seeded-random.ts';
import type { DemoCapture } from './demo-captures.ts';

/** The terms a demo booth showed its guests before they gave their details. */
const DEMO_TERMS = 'I agree to the terms of this event and to receive news and offers from its organiser.';

const MEDIA_TYPES: [MediaType, number][] = [
  ['photo', 0.64],
  ['boomerang', 0.13],
  ['video', 0.11],
  ['gif', 0.08],
  ['burst_gif', 0.04],
];

const STORED_AT_ONCE = 4;

const CHANNEL_WEIGHTS: [ShareChannel, number][] = [
  ['email', 0.34],
  ['sms', 0.22],
  ['facebook', 0.13],
  ['instagram', 0.12],
  ['download', 0.1],
  ['twitter', 0.05],
  ['linkedin', 0.04],
];

const FIRST_NAMES = ['Olivia', 'Noah', 'Charlotte', 'Jack', 'Amelia', 'Liam', 'Isla', 'William', 'Mia', 'Oliver'];
const LAST_NAMES = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Jones', 'Wilson', 'Taylor', 'Singh', 'Chen', 'Kelly'];

function pick<T>(random: Random, weighted: readonly [T, number][]): T {
  let roll = random();
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return (weighted.at(-1) as [T, number])[0];
}

export type ActivityTotals = { media: number; shares: number; leads: number };

type HappenedEvent = { id: number; uuid: string; start_at: string; end_at: string };

/** Stores one capture for the event, taken at `takenAt`, and answers its row's id and time. */
export type StoreDemoCapture = (
  eventId: number,
  capture: DemoCapture,
  takenAt: string,
) => Promise<{ id: number; created_at: string }>;

/**
 * Adds `mediaCount` captures to an event that has started, each one of the pool's of its type
 * stored as a booth would upload it, with the shares and leads that follow from them.
 */
export async function addDemoActivity(
  db: Kysely<Database>,
  random: Random,
  event: HappenedEvent,
  {
    mediaCount,
    nowMs,
    pool,
    store,
  }: { mediaCount: number; nowMs: number; pool: DemoCapture[]; store: StoreDemoCapture },
): Promise<ActivityTotals> {
  const from = Date.parse(event.start_at);
  const until = Math.min(Date.parse(event.end_at), nowMs);
  const planned = Array.from({ length: mediaCount }, () => {
    const mediaType = pick(random, MEDIA_TYPES);
    const ofType = pool.filter((capture) => capture.mediaType === mediaType);
    const capture = ofType[Math.floor(random() * ofType.length)];
    if (!capture) throw new Error(`The demo has no ${mediaType} capture to store`);
    return { capture, takenAt: new Date(from + random() * (until - from)).toISOString() };
  });
  // A few at a time, as several booths would upload: the picture work uses every core.
  const stored: { id: number; created_at: string }[] = [];
  for (let start = 0; start < planned.length; start += STORED_AT_ONCE) {
    const batch = planned.slice(start, start + STORED_AT_ONCE);
    stored.push(...(await Promise.all(batch.map(({ capture, takenAt }) => store(event.id, capture, takenAt)))));
  }

  const shares: Insertable<SharesTable>[] = [];
  for (const item of stored) {
    const count = [0, 1, 1, 1, 2, 2, 3][Math.floor(random() * 7)] ?? 1;
    for (let share = 0; share < count; share++) {
      // Most guests share at once; some come back to the gallery days later.
      const delay = -Math.log(1 - random()) * 6 * HOUR_MS;
      const channel = pick(random, CHANNEL_WEIGHTS);
      shares.push({
        event_id: event.id,
        media_id: item.id,
        channel,
        recipient: channel === 'email' ? 'guest@example.com' : channel === 'sms' ? '+61 400 000 000' : null,
        created_at: new Date(Math.min(Date.parse(item.created_at) + delay, nowMs)).toISOString(),
      });
    }
  }
  await insertInChunks(db, 'shares', shares);

  const leads: Insertable<LeadsTable>[] = Array.from({ length: Math.round(mediaCount * 0.4) }, (_, index) => {
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] ?? 'Guest';
    const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)] ?? 'Visitor';
    const createdAt = new Date(from + random() * (until - from)).toISOString();
    return {
      event_id: event.id,
      name: `${first} ${last}`,
      email: `${first}.${last}.${event.id}.${index}@example.com`.toLowerCase(),
      mobile: `04${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      created_at: createdAt,
      // Most guests tick the marketing box; the rest show on the lead list as unreachable.
      terms_text: DEMO_TERMS,
      marketing_consent: random() < 0.75 ? 1 : 0,
      consented_at: createdAt,
    };
  });
  await insertInChunks(db, 'leads', leads);
  return { media: stored.length, shares: shares.length, leads: leads.length };
}
