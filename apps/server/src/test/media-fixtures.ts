/**
 * Captured media for gallery tests: small real files stored through the app's storage and
 * their `media_items` rows written straight to its database, as the booth upload would leave
 * them.
 */
import { randomBytes } from 'node:crypto';
import type { MediaType, ShareChannel } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type StoredMedia = {
  id: number;
  eventId: number;
  mediaType: MediaType;
  fileKey: string;
  bytes: Buffer;
  /** The booth's id of the capture, as an upload would have stored it. */
  clientId: string;
};

const FORMATS: Record<MediaType, { extension: string; contentType: string }> = {
  photo: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  burst_gif: { extension: 'gif', contentType: 'image/gif' },
  video: { extension: 'mp4', contentType: 'video/mp4' },
  boomerang: { extension: 'mp4', contentType: 'video/mp4' },
};

let shade = 0;

/** A file of the type whose bytes differ from every other fixture's: its colour is new each time. */
async function fileOf(mediaType: MediaType): Promise<Buffer> {
  shade = (shade + 37) % 0xffffff;
  const background = `#${shade.toString(16).padStart(6, '0')}`;
  const canvas = sharp({ create: { width: 8, height: 6, channels: 3, background } });
  if (mediaType === 'photo') return canvas.jpeg().toBuffer();
  if (mediaType === 'gif' || mediaType === 'burst_gif') return canvas.gif().toBuffer();
  // No encoder here writes MP4; the gallery never decodes originals, it only sends their bytes.
  return Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), randomBytes(64)]);
}

/** A fixture row is taken and stored at once. */
const bothTimes = (at: string) => ({ captured_at: at, created_at: at });

export function mediaFixtures(app: FastifyInstance) {
  const { db } = app.platform.database;
  const { storage } = app.platform;

  return {
    /**
     * One item with its original, a thumbnail and (for clips) a poster in storage, stored at
     * `createdAt` and taken then too unless `capturedAt` says earlier (a late upload).
     */
    async add(eventId: number, mediaType: MediaType, createdAt: string, capturedAt = createdAt): Promise<StoredMedia> {
      const { extension, contentType } = FORMATS[mediaType];
      const name = randomBytes(8).toString('hex');
      const folder = `event_gallery/${mediaType}`;
      const fileKey = `${folder}/${name}.${extension}`;
      const bytes = await fileOf(mediaType);
      const still = await fileOf('photo');
      await storage.put(fileKey, bytes);
      await storage.put(`${folder}/${name}_thumb.jpg`, still);
      const isClip = mediaType === 'video' || mediaType === 'boomerang';
      if (isClip) await storage.put(`${folder}/${name}_poster.jpg`, still);
      const row = await db
        .insertInto('media_items')
        .values({
          event_id: eventId,
          media_type: mediaType,
          file_path: fileKey,
          thumbnail_path: `${folder}/${name}_thumb.jpg`,
          poster_path: isClip ? `${folder}/${name}_poster.jpg` : null,
          // A clip's screen-size picture is made from its poster; here it is the poster itself.
          preview_path: isClip ? `${folder}/${name}_poster.jpg` : null,
          content_type: contentType,
          byte_size: bytes.length,
          client_id: name,
          captured_at: capturedAt,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, eventId, mediaType, fileKey, bytes, clientId: name };
    },

    /** Many rows without files, for paging and speed: `created_at` one second apart from `firstAt`. */
    async addRows(eventId: number, mediaType: MediaType, count: number, firstAt: Date): Promise<void> {
      const CHUNK = 500;
      for (let start = 0; start < count; start += CHUNK) {
        const size = Math.min(CHUNK, count - start);
        await db
          .insertInto('media_items')
          .values(
            Array.from({ length: size }, (_, index) => ({
              event_id: eventId,
              media_type: mediaType,
              file_path: `event_gallery/${mediaType}/bulk_${eventId}_${start + index}.jpg`,
              content_type: 'image/jpeg',
              byte_size: 1,
              ...bothTimes(new Date(firstAt.getTime() + (start + index) * 1000).toISOString()),
            })),
          )
          .execute();
      }
    },

    /** Shares of one item on a channel, as the guest pages record them. */
    async addShares(item: StoredMedia, channel: ShareChannel, count: number): Promise<void> {
      await db
        .insertInto('shares')
        .values(
          Array.from({ length: count }, () => ({
            event_id: item.eventId,
            media_id: item.id,
            channel,
            created_at: new Date().toISOString(),
          })),
        )
        .execute();
    },
  };
}
