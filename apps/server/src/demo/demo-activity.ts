/**
 * The demo organiser's events and what happened at them: events in every tab (live, upcoming,
 * past, draft) over the last year, captured media, guest shares on every channel and leads.
 * Built from a fixed seed, with times relative to now, so each load looks alike and current.
 */
import { randomUUID } from 'node:crypto';
import { FEATURE_KEYS, OPTION_KEYS, type ShareChannel } from '@boothdeck/contract';
import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from '../db/insert-in-chunks.ts';
import type { Database, EventStatus, EventsTable, LeadsTable, MediaType, SharesTable } from '../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LIFETIME_MS = 200 * 365.25 * DAY_MS;

type DemoEvent = {
  name: string;
  venue: string;
  status: EventStatus;
  /** Start in days from today at 08:00 UTC (evening in Sydney); 'now' = three hours ago. */
  startDay: number | 'now';
  hours: number | 'ongoing';
  /** Captured media (shares and leads follow from it). */
  media: number;
};

const final = (name: string, venue: string, startDay: number | 'now', hours: number | 'ongoing', media = 0) =>
  ({ name, venue, status: 'final', startDay, hours, media }) satisfies DemoEvent;
const draft = (name: string, venue: string, startDay: number) =>
  ({ name, venue, status: 'draft', startDay, hours: 5, media: 0 }) satisfies DemoEvent;

const EVENTS: DemoEvent[] = [
  final('Sunny Side Selfie Wall', 'Sunny Side Studio, Surry Hills', -34, 'ongoing', 520),
  final('Harbour Lights Wedding', 'Pier One, Walsh Bay', 'now', 8, 180),
  final('Tech Summit Afterparty', 'ICC Sydney', 3, 6),
  final('Spring Garden Gala', 'Royal Botanic Garden', 11, 5),
  final('Riverside Food Festival', 'Parramatta Park', 26, 10),
  final('Coastal Charity Ball', 'Bondi Icebergs', -2, 6, 230),
  final('Nova Product Launch', 'Carriageworks', -5, 4, 140),
  final('Melbourne Cup Lunch', 'The Rocks Brewing Co', -12, 5, 180),
  final('Halloween Late Night', 'The Basement', -19, 6, 160),
  final('Engagement Party: Priya & Sam', 'Manly Wharf Bar', -33, 5, 120),
  final('Annual Sales Kick-off', 'Hilton Sydney', -47, 8, 210),
  final('Vivid Rooftop Session', 'Opera Bar', -61, 4, 150),
  final('School Formal', 'Doltone House', -78, 5, 260),
  final('Food & Wine Weekend', 'Hunter Valley Gardens', -95, 10, 240),
  final('Winter Solstice Market', 'Carriageworks', -120, 8, 130),
  final('Fashion Week Pop-up', 'Westfield Sydney', -150, 6, 190),
  final('City2Surf Finish Line', 'Bondi Beach', -180, 5, 170),
  final('Mardi Gras Warm-up', 'Oxford Art Factory', -210, 6, 200),
  final('New Year Rooftop Party', 'Ivy Pool Club', -240, 7, 280),
  final('Christmas Staff Party', 'Ovolo Woolloomooloo', -270, 5, 160),
  final('Spring Racing Carnival', 'Royal Randwick', -300, 7, 220),
  final('Art After Hours', 'Art Gallery of NSW', -330, 4, 110),
  final('Launch Night: Harbour Cruises', 'Circular Quay', -355, 4, 90),
  draft('Winter Wonderland Ball', 'Sofitel Darling Harbour', 40),
  draft('Corporate Awards Night', 'The Star Event Centre', 60),
];

const MEDIA_TYPES: [MediaType, number][] = [
  ['photo', 0.58],
  ['gif', 0.14],
  ['boomerang', 0.12],
  ['video', 0.1],
  ['burst_gif', 0.06],
];

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

/** A small seeded generator (mulberry32), so the demo is the same every time. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof seededRandom>;

function pick<T>(random: Random, weighted: readonly [T, number][]): T {
  let roll = random();
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return (weighted.at(-1) as [T, number])[0];
}

const flags = (keys: readonly string[], on: (key: string) => boolean) =>
  JSON.stringify(Object.fromEntries(keys.map((key) => [key, on(key) ? 1 : 0])));

function eventRow(userId: number, event: DemoEvent, now: Date): Insertable<EventsTable> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = event.startDay === 'now' ? now.getTime() - 3 * HOUR_MS : today + event.startDay * DAY_MS + 8 * HOUR_MS;
  const isOngoing = event.hours === 'ongoing';
  const end = start + (event.hours === 'ongoing' ? LIFETIME_MS : event.hours * HOUR_MS);
  const createdAt = new Date(Math.min(start - 14 * DAY_MS, now.getTime())).toISOString();
  return {
    uuid: randomUUID(),
    user_id: userId,
    event_name: event.name,
    event_details: `Photo booth and sharing station at ${event.venue}.`,
    venue_name: event.venue,
    time_zone: 'Australia/Sydney',
    start_at: new Date(start).toISOString(),
    end_at: new Date(end).toISOString(),
    life_time: isOngoing ? 1 : 0,
    image_path: null,
    features: flags(FEATURE_KEYS, (key) => key !== 'offer'),
    options: flags(OPTION_KEYS, (key) =>
      ['social_media', 'gif', 'email', 'text_messaging', 'frame', 'data_capture', 'filters'].includes(key),
    ),
    admin_password: '2468',
    status: event.status,
    finalised_at: event.status === 'final' ? createdAt : null,
    device: null,
    paid_payment_id: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export type DemoTotals = {
  events: Record<'live' | 'upcoming' | 'past' | 'draft', number>;
  media: number;
  shares: number;
  leads: number;
};

/** Replaces the organiser's events (their media, shares and leads go with them) with fresh demo ones. */
export async function loadDemoActivity(db: Kysely<Database>, userId: number, now = new Date()): Promise<DemoTotals> {
  const random = seededRandom(20_240_601);
  const totals: DemoTotals = { events: { live: 0, upcoming: 0, past: 0, draft: 0 }, media: 0, shares: 0, leads: 0 };
  const nowMs = now.getTime();
  const nowIso = now.toISOString();

  await db.deleteFrom('events').where('user_id', '=', userId).execute();
  for (const event of EVENTS) {
    const row = eventRow(userId, event, now);
    const inserted = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
    const state =
      row.status === 'draft' ? 'draft' : row.start_at > nowIso ? 'upcoming' : row.end_at > nowIso ? 'live' : 'past';
    totals.events[state] += 1;
    if (state !== 'live' && state !== 'past') continue;

    const mediaCount = event.media;
    const from = Date.parse(row.start_at);
    const until = Math.min(Date.parse(row.end_at), nowMs);
    const media = Array.from({ length: mediaCount }, (_, index) => ({
      event_id: inserted.id,
      media_type: pick(random, MEDIA_TYPES),
      file_path: `event_gallery/${row.uuid}/${index + 1}.jpg`,
      thumbnail_path: null,
      created_at: new Date(from + random() * (until - from)).toISOString(),
    }));
    await insertInChunks(db, 'media_items', media);
    const stored = await db
      .selectFrom('media_items')
      .select(['id', 'created_at'])
      .where('event_id', '=', inserted.id)
      .execute();

    const shares: Insertable<SharesTable>[] = [];
    for (const item of stored) {
      const count = [0, 1, 1, 1, 2, 2, 3][Math.floor(random() * 7)] ?? 1;
      for (let share = 0; share < count; share++) {
        // Most guests share at once; some come back to the gallery days later.
        const delay = -Math.log(1 - random()) * 6 * HOUR_MS;
        const channel = pick(random, CHANNEL_WEIGHTS);
        shares.push({
          event_id: inserted.id,
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
      return {
        event_id: inserted.id,
        name: `${first} ${last}`,
        email: `${first}.${last}.${inserted.id}.${index}@example.com`.toLowerCase(),
        mobile: `04${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
        created_at: new Date(from + random() * (until - from)).toISOString(),
      };
    });
    await insertInChunks(db, 'leads', leads);

    totals.media += media.length;
    totals.shares += shares.length;
    totals.leads += leads.length;
  }
  return totals;
}
