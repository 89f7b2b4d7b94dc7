/**
 * What the server compresses: the built apps' files come as their build-time brotli or gzip
 * copies, JSON replies are compressed for a client that accepts it, and originals and ZIPs go out
 * byte for byte as they are stored (already compressed, with their length known).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type downloadLinkBodySchema, galleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { replyOf } from '../test/call-app.ts';
import { type EventsClient, eventsClient } from '../test/events-client.ts';
import { mediaFixtures, type StoredMedia } from '../test/media-fixtures.ts';
import type { SignedIn } from '../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';
import { OPENAPI_DOCUMENT_PATH } from './openapi.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../../scripts/precompress.mjs');
/** A built script: text that compresses well, as a bundle does. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;

describe.each(TEST_DIALECTS)('compressed replies on %s', (dialect) => {
  let t: TestApp;
  let folder: string;
  let events: EventsClient;
  let photo: StoredMedia;
  let eventId: number;
  let ada: SignedIn;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-compress-'));
    const webDistDir = path.join(folder, 'web');
    await fs.mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDistDir, 'index.html'), `<title>Organiser</title><script>${SCRIPT}</script>`);
    await fs.writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), SCRIPT);
    // The build step the web app's and the kiosk's builds end with.
    await promisify(execFile)(process.execPath, [PRECOMPRESS, webDistDir]);
    t = await createTestApp(dialect, { webDistDir });
    events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    ada = await events.organiser();
    eventId = await events.insertEvent(ada.user.id, { status: 'final', startMs: 0, endMs: 3_600_000, name: 'Launch' });
    photo = await mediaFixtures(t.app).add(eventId, 'photo', new Date().toISOString());
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const fetchWith = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it("sends a built file's brotli copy to a client that accepts brotli, its gzip copy to one that accepts gzip", async () => {
    const brotli = await fetchWith('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(await fs.readFile(path.join(folder, 'web/assets/app-abc123.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await fetchWith('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await fetchWith('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A page of the app too: its index.html.
    const page = await fetchWith('/events', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Organiser</title>');
  });

  it('compresses a JSON reply for a client that asks, and not for one that does not', async () => {
    const compressed = await fetchWith(OPENAPI_DOCUMENT_PATH, 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const document = zlib.brotliDecompressSync(compressed.rawPayload).toString();
    expect(document).toContain('"openapi"');
    const plain = await fetchWith(OPENAPI_DOCUMENT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(document);
  });

  it('sends an original and a ZIP as they are stored, whatever the client accepts', async () => {
    const linkFor = async (body: z.input<typeof downloadLinkBodySchema>) =>
      replyOf(await events.call(ada, galleryEndpoints.downloadLink, { body })).url;
    const original = await fetchWith(await linkFor({ media_id: photo.id }), 'br, gzip');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-encoding']).toBeUndefined();
    expect(original.headers['content-length']).toBe(String(photo.bytes.length));
    expect(original.rawPayload.equals(photo.bytes)).toBe(true);
    const zip = await fetchWith(await linkFor({ event_id: eventId, type: 'photos' }), 'br, gzip');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.headers['content-length']).toBe(String(zip.rawPayload.length));
  });
});
