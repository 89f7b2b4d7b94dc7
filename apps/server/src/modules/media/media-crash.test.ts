/**
 * A booth keeps uploading while the server is killed (SIGKILL, as a power cut or the OOM killer
 * would). After a restart every upload the server had answered is whole, no row names a missing
 * file, nothing half-written is left, and the booth's retries of the rest store each once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaType } from '@boothdeck/contract';
import { boothMediaEndpoints } from '@boothdeck/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { apiAddress } from '../../test/api-address.ts';
import { fetchedReplyOf } from '../../test/call-app.ts';
import { animatedGif, cameraJpeg, clipMp4 } from '../../test/capture-fixtures.ts';
import { serverChildrenKilledAfterEach } from '../../test/killed-servers.ts';
import { mediaSetup } from '../../test/media-setup.ts';
import { multipartBody, type UploadParts } from '../../test/media-upload-client.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const UPLOADS = 16;

/** A photo big enough that several uploads are being worked on when the kill comes. */
async function busyPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 + (i >> 10)) & 255;
  return sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function capture(index: number, photo: Buffer): Promise<UploadParts> {
  const base = { client_id: `crash-burst-${index}`, captured_at: new Date().toISOString() };
  if (index % 6 === 1) {
    return { ...base, media_type: 'gif', file: { bytes: await animatedGif(5, 64), name: 'a.gif' } };
  }
  if (index % 6 === 2) {
    const poster = { bytes: await cameraJpeg(), name: 'poster.jpg' };
    return { ...base, media_type: 'video', file: { bytes: await clipMp4(), name: 'clip.mp4' }, poster };
  }
  return { ...base, media_type: 'photo', file: { bytes: photo, name: 'photo.jpg' } };
}

async function upload(server: ServerChild, token: string, parts: UploadParts) {
  const { payload, contentType } = await multipartBody(parts);
  const reply = await fetch(`${server.baseUrl}${apiAddress(boothMediaEndpoints.upload)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  return (await fetchedReplyOf(boothMediaEndpoints.upload, reply)).media;
}

describe.each(TEST_DIALECTS)('uploads across a kill -9 on %s', (dialect) => {
  let t: TestApp | undefined;
  // The app was closed before the child servers started; closing it again removes its database and files.
  const servers = serverChildrenKilledAfterEach(() => t?.close());

  it('keeps every answered upload whole and never a row without its files', async () => {
    t = await createTestApp(dialect);
    const { eventId, token } = await mediaSetup(t).boothWith();
    await t.app.close();
    // The test's own PostgreSQL database, or none for SQLite in DATA_DIR.
    const environment = serverEnvironmentOn(t.config.dataDir, t.config.databaseUrl ?? '');
    const photo = await busyPhoto();
    const captures = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => capture(index, photo)));

    const first = await startServerChild(environment);
    servers.push(first);
    const answered = new Map<string, number>();
    let killed: Promise<void> | undefined;
    const burst = captures.map(async (parts) => {
      const media = await upload(first, token, parts);
      answered.set(String(parts.client_id), media.id);
      // Killed mid-burst: a few answered, the rest received, being worked on or still on the way.
      if (answered.size === 3) killed = first.kill();
    });
    await Promise.allSettled(burst);
    await killed;
    expect(answered.size).toBeGreaterThanOrEqual(3);
    expect(answered.size).toBeLessThan(UPLOADS);

    const second = await startServerChild(environment);
    servers.push(second);
    const mediaRoot = path.join(t.config.dataDir, 'media');
    // The killed process's unfinished writes and uploads are gone; the second one's folders are empty.
    const unfinished = async (folder: string) =>
      (await fs.readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(await unfinished(path.join(mediaRoot, '.in-progress'))).toEqual([]);
    expect(await unfinished(path.join(t.config.dataDir, 'uploads-in-progress'))).toEqual([]);

    const database = openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    const rows = await database.db.selectFrom('media_items').selectAll().where('event_id', '=', eventId).execute();
    await database.db.destroy();
    const rowByClient = new Map(rows.map((row) => [row.client_id, row]));
    for (const [clientId, id] of answered) expect(rowByClient.get(clientId)?.id).toBe(id);
    for (const row of rows) {
      const keys = [row.file_path, row.thumbnail_path, row.preview_path, row.poster_path].filter((key) => key !== null);
      for (const key of keys) {
        const bytes = await fs.readFile(path.join(mediaRoot, key));
        if (row.content_type === 'video/mp4' && key === row.file_path) expect(bytes.equals(await clipMp4())).toBe(true);
        else await expect(sharp(bytes, { animated: true }).stats()).resolves.toBeDefined();
      }
    }

    // The booth retries everything it has no answer for; each capture ends stored once.
    const retried = await Promise.all(captures.map((parts) => upload(second, token, parts)));
    for (const [index, parts] of captures.entries()) {
      const earlier = answered.get(String(parts.client_id));
      if (earlier !== undefined) expect(retried[index]?.id).toBe(earlier);
    }
    expect(new Set(retried.map((media) => media.id)).size).toBe(UPLOADS);
    const types = captures.map((parts) => parts.media_type as MediaType);
    expect(new Set(types)).toEqual(new Set(['photo', 'gif', 'video']));
  }, 60_000);
});
