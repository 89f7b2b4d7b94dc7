/**
 * A gallery of photos with real stored files (original, 1080 px preview, 400 px WebP thumbnail),
 * as the media service writes them. Up to 50 distinct pictures are drawn; a larger gallery's
 * rows take them in turn, so 10,000 items cost 50 pictures' worth of disk and seeding time.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { insertInChunks } from '../apps/server/src/db/insert-in-chunks.ts';
import type { Database } from '../apps/server/src/db/schema.ts';

const PICTURES = 50;

async function drawPicture(media: string, index: number): Promise<{ name: string; bytes: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="1200" height="1600" fill="hsl(${(index * 37) % 360},60%,50%)"/><circle cx="600" cy="700" r="${200 + index * 4}" fill="#fff" fill-opacity="0.4"/><text x="600" y="820" font-size="240" font-family="sans-serif" fill="#fff" text-anchor="middle">${index + 1}</text></svg>`;
  const picture = sharp(Buffer.from(svg));
  const name = `bench-photo-${index}`;
  await Promise.all([
    picture
      .clone()
      .jpeg({ quality: 85 })
      .toFile(path.join(media, 'photo', `${name}.jpg`)),
    picture
      .clone()
      .resize({ width: 1080 })
      .webp()
      .toFile(path.join(media, 'preview', `${name}.webp`)),
    picture
      .clone()
      .resize({ width: 400 })
      .webp()
      .toFile(path.join(media, 'thumb', `${name}.webp`)),
  ]);
  return { name, bytes: (await fs.stat(path.join(media, 'photo', `${name}.jpg`))).size };
}

/** `items` photos in the event's gallery, one a minute up to now. */
export async function seedGalleryPhotos(
  db: Kysely<Database>,
  dataDir: string,
  eventId: number,
  items: number,
): Promise<void> {
  const media = path.join(dataDir, 'media', 'event_gallery');
  for (const folder of ['photo', 'preview', 'thumb']) await fs.mkdir(path.join(media, folder), { recursive: true });
  const pictures: { name: string; bytes: number }[] = [];
  for (let index = 0; index < Math.min(items, PICTURES); index++) pictures.push(await drawPicture(media, index));
  const now = Date.now();
  const rows: Insertable<Database['media_items']>[] = Array.from({ length: items }, (_, index) => {
    const picture = pictures[index % pictures.length];
    if (!picture) throw new Error('no picture drawn');
    return {
      event_id: eventId,
      media_type: 'photo',
      file_path: `event_gallery/photo/${picture.name}.jpg`,
      thumbnail_path: `event_gallery/thumb/${picture.name}.webp`,
      preview_path: `event_gallery/preview/${picture.name}.webp`,
      content_type: 'image/jpeg',
      byte_size: picture.bytes,
      client_id: `bench-${index}`,
      created_at: new Date(now - (items - index) * 60_000).toISOString(),
      captured_at: new Date(now - (items - index) * 60_000).toISOString(),
    };
  });
  await insertInChunks(db, 'media_items', rows, 500);
}
