import { type MediaType, publicGalleryEndpoints } from '@boothdeck/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApp } from '../../test/call-app.ts';
import {
  animatedGif,
  cameraJpeg,
  clipMp4,
  clipWebm,
  fragmentedClipMp4,
  GPS_NOTE,
  plainPng,
} from '../../test/capture-fixtures.ts';
import { useMediaEvent } from '../../test/media-setup.ts';
import { galleryFileAddress } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import type { CaptureInput } from './media.service.ts';

describe.each(TEST_DIALECTS)('the media pipeline on %s', (dialect) => {
  const suite = useMediaEvent(dialect);
  const store = (mediaType: MediaType, file: Buffer, extra: Partial<CaptureInput> = {}) =>
    suite.setup.media.storeCapture(suite.capture(mediaType, file, extra));
  const served = async (url: string | null) => {
    const reply = await suite.t.app.inject({ url: url ?? '/media/none' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('max-age');
    return reply.rawPayload;
  };
  /** Gallery files are named by the signed file route, by item and kind, never by /media/ key. */
  const fileRoute = (kind: 'thumbnail' | 'preview' | 'file') =>
    new RegExp(`^${galleryFileAddress(0, kind).replace('/0/', '/\\d+/')}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`);
  const rowOf = (id: number) =>
    suite.t.app.platform.database.db
      .selectFrom('media_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps a camera JPEG turned upright, re-encoded without its EXIF and GPS, with a WebP thumbnail and preview', async () => {
    const { item, isNew } = await store('photo', await cameraJpeg());
    expect(isNew).toBe(true);
    expect(item).toMatchObject({ media_type: 'photo', event_video: null, event_gif: null, event_burst_gif: null });
    expect(item.event_photo).toMatch(fileRoute('thumbnail'));
    expect(item.preview).toMatch(fileRoute('preview'));
    for (const url of [item.event_photo, item.preview]) {
      const shown = await sharp(await served(url)).metadata();
      // Upright too: the 60×40 landscape capture is a 40×60 portrait once turned.
      expect([shown.format, shown.width, shown.height, shown.orientation]).toEqual(['webp', 40, 60, undefined]);
    }

    const row = await rowOf(item.id);
    expect(row).toMatchObject({ content_type: 'image/jpeg', captured_at: '2026-11-24T19:15:00.000Z' });
    const original = await suite.t.app.platform.storage.read(row.file_path);
    expect(row.byte_size).toBe(original.length);
    const header = await sharp(original).metadata();
    expect([header.format, header.width, header.height]).toEqual(['jpeg', 40, 60]);
    expect(header.exif).toBeUndefined();
    expect(header.orientation).toBeUndefined();
    expect(original.includes(GPS_NOTE)).toBe(false);
    // Orientation 6 turns the picture a quarter clockwise: the red left half ends on top.
    const { data } = await sharp(original).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3)];
    expect(pixel(20, 5)[0]).toBeGreaterThan(200);
    expect(pixel(20, 55)[2]).toBeGreaterThan(200);
    // The photo original is downloaded through signed links only; no gallery file is served at /media/.
    for (const key of [row.file_path, row.thumbnail_path, row.preview_path]) {
      expect((await suite.t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    }
    expect(row.thumbnail_path).toMatch(/^event_gallery\/thumb\/[A-Za-z0-9_-]{22}\.webp$/);
    const originalFile = await callApp(suite.t.app, publicGalleryEndpoints.file, {
      params: { mediaId: item.id, kind: 'file' },
    });
    expect(originalFile.statusCode).toBe(404);
  });

  it('judges a photo by its bytes: a PNG is kept as a JPEG whatever it was called', async () => {
    const { item } = await store('photo', await plainPng());
    const row = await rowOf(item.id);
    expect(row.file_path).toMatch(/^event_gallery\/photo\/.+\.jpg$/);
    expect((await sharp(await suite.t.app.platform.storage.read(row.file_path)).metadata()).format).toBe('jpeg');
  });

  it('keeps a camera-sized photo whole, with a 1600 px preview and a 400 px thumbnail', async () => {
    const camera = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const { item } = await store('photo', camera);
    const sizeOf = async (bytes: Buffer) => {
      const { format, width, height } = await sharp(bytes).metadata();
      return [format, width, height];
    };
    expect(await sizeOf(await served(item.preview))).toEqual(['webp', 1600, 1200]);
    expect(await sizeOf(await served(item.event_photo))).toEqual(['webp', 400, 300]);
    const row = await rowOf(item.id);
    expect(await sizeOf(await suite.t.app.platform.storage.read(row.file_path))).toEqual(['jpeg', 3200, 2400]);
  });

  it.each([
    ['gif', 'event_gif'],
    ['burst_gif', 'event_burst_gif'],
  ] as const)('keeps every frame of a %s and previews it as an animated WebP', async (mediaType, field) => {
    const { item } = await store(mediaType, await animatedGif(3));
    expect(item[field]).toMatch(fileRoute('file'));
    expect((await rowOf(item.id)).file_path).toMatch(
      new RegExp(`^event_gallery/${mediaType.replace('_', '')}/.+\\.gif$`),
    );
    const kept = await sharp(await served(item[field]), { animated: true }).metadata();
    expect([kept.format, kept.pages]).toEqual(['gif', 3]);
    const preview = await sharp(await served(item.preview), { animated: true }).metadata();
    expect([preview.format, preview.pages]).toEqual(['webp', 3]);
    const thumbnail = await sharp(await served(item.event_photo)).metadata();
    expect([thumbnail.format, thumbnail.pages ?? 1]).toEqual(['webp', 1]);
  });

  it('keeps an animated WebP sent as a 3 in 1 animation as an animated WebP', async () => {
    const webp = await sharp(await animatedGif(3), { animated: true })
      .webp()
      .toBuffer();
    const { item } = await store('gif', webp);
    expect((await rowOf(item.id)).file_path).toMatch(/^event_gallery\/gif\/.+\.webp$/);
    const kept = await sharp(await served(item.event_gif), { animated: true }).metadata();
    expect([kept.format, kept.pages]).toEqual(['webp', 3]);
  });

  it.each([
    ['video', 'mp4', clipMp4],
    ['video', 'webm', clipWebm],
    ['boomerang', 'mp4', clipMp4],
    // As a kiosk on Safari (and Chromium) records it: fragmented MP4.
    ['video', 'mp4', fragmentedClipMp4],
  ] as const)(
    'stores a %s %s clip as sent, with its poster as thumbnail and preview',
    async (mediaType, extension, clip) => {
      const bytes = await clip();
      const { item } = await store(mediaType, bytes, { poster: await cameraJpeg() });
      expect(item.event_video).toMatch(fileRoute('file'));
      expect((await rowOf(item.id)).file_path).toMatch(new RegExp(`^event_gallery/${mediaType}/.+\\.${extension}$`));
      expect((await served(item.event_video)).equals(bytes)).toBe(true);
      expect((await sharp(await served(item.event_photo)).metadata()).format).toBe('webp');
      expect((await sharp(await served(item.preview)).metadata()).height).toBe(60);
      const row = await rowOf(item.id);
      expect(row.content_type).toBe(`video/${extension}`);
      expect(row.byte_size).toBe(bytes.length);
      const poster = await suite.t.app.platform.storage.read(row.poster_path ?? '');
      expect((await sharp(poster).metadata()).exif).toBeUndefined();
    },
  );

  it('takes a boomerang made as a GIF without a poster and plays it as a GIF', async () => {
    const { item } = await store('boomerang', await animatedGif(4));
    expect(item.event_video).toBeNull();
    expect((await rowOf(item.id)).file_path).toMatch(/^event_gallery\/boomerang\/.+\.gif$/);
    expect(item.event_gif).toMatch(fileRoute('file'));
    expect((await sharp(await served(item.preview), { animated: true }).metadata()).pages).toBe(4);
  });
});
