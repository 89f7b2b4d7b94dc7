/**
 * One organiser on a current plan with one live event whose booth may sign in, written straight
 * to the database; optionally its gallery filled with rows (10,000 items for the paging bench)
 * or with large stored files (the ZIP bench), so no benchmark waits on uploads to set up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FEATURE_KEYS, MEDIA_TYPES, type MediaType, OPTION_KEYS } from '@boothdeck/contract';
import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from '../apps/server/src/db/insert-in-chunks.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { ensureDemoMembership } from '../apps/server/tools/demo/demo-account.ts';
import { createBenchOrganiser } from './dashboard-seed.ts';

export const BOOTH_PASSWORD = '2468';
const HOUR_MS = 3_600_000;

export type SeededEvent = { token: string; eventId: number; uuid: string };

const allOn = (keys: readonly string[]) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, 1])));

/** A verified organiser on Monthly Pro with one live event that uses every feature. */
export async function seedLiveEvent(db: Kysely<Database>): Promise<SeededEvent> {
  const { userId, token } = await createBenchOrganiser(db);
  await ensureDemoMembership(db, userId);
  const now = Date.now();
  const uuid = randomUUID();
  const event = await db
    .insertInto('events')
    .values({
      uuid,
      user_id: userId,
      event_name: 'Bench Gala',
      event_details: '',
      venue_name: 'Bench Hall',
      time_zone: 'Australia/Sydney',
      start_at: new Date(now - HOUR_MS).toISOString(),
      end_at: new Date(now + 6 * HOUR_MS).toISOString(),
      life_time: 0,
      features: allOn(FEATURE_KEYS),
      options: allOn(OPTION_KEYS),
      admin_password: BOOTH_PASSWORD,
      status: 'final',
      finalised_at: new Date(now - 2 * HOUR_MS).toISOString(),
      created_at: new Date(now - 2 * HOUR_MS).toISOString(),
      updated_at: new Date(now - 2 * HOUR_MS).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, eventId: event.id, uuid };
}

/** `count` gallery rows spread over the types and the last day; the paging call reads no files. */
export async function seedGalleryRows(db: Kysely<Database>, eventId: number, count: number): Promise<void> {
  const now = Date.now();
  const rows: Insertable<Database['media_items']>[] = Array.from({ length: count }, (_, index) => {
    const mediaType: MediaType = index % 5 === 0 ? (MEDIA_TYPES[index % MEDIA_TYPES.length] ?? 'photo') : 'photo';
    return {
      event_id: eventId,
      media_type: mediaType,
      file_path: `event_gallery/photo/bench${index}.jpg`,
      thumbnail_path: `event_gallery/thumb/bench${index}.webp`,
      preview_path: `event_gallery/preview/bench${index}.webp`,
      content_type: 'image/jpeg',
      byte_size: 1000,
      client_id: `bench-${index}`,
      created_at: new Date(now - ((count - index) * 24 * HOUR_MS) / count).toISOString(),
      captured_at: new Date(now - ((count - index) * 24 * HOUR_MS) / count).toISOString(),
    };
  });
  await insertInChunks(db, 'media_items', rows, 1000);
}

/**
 * `files` videos of `fileBytes` each, written into the server's media folder, and their rows.
 * One random buffer is written again and again: stored ZIP entries don't care what they hold.
 */
export async function seedLargeVideos(
  db: Kysely<Database>,
  dataDir: string,
  eventId: number,
  { files, fileBytes }: { files: number; fileBytes: number },
): Promise<void> {
  const folder = path.join(dataDir, 'media', 'event_gallery', 'video');
  await fs.mkdir(folder, { recursive: true });
  const content = randomBytes(fileBytes);
  const rows: Insertable<Database['media_items']>[] = [];
  for (let index = 0; index < files; index++) {
    const name = `bench-${randomBytes(8).toString('hex')}.mp4`;
    await fs.writeFile(path.join(folder, name), content);
    rows.push({
      event_id: eventId,
      media_type: 'video',
      file_path: `event_gallery/video/${name}`,
      thumbnail_path: null,
      content_type: 'video/mp4',
      byte_size: fileBytes,
      created_at: new Date(Date.now() - index * 1000).toISOString(),
      captured_at: new Date(Date.now() - index * 1000).toISOString(),
    });
  }
  await insertInChunks(db, 'media_items', rows, 500);
}
