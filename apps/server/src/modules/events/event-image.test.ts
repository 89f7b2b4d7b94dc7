import fs from 'node:fs';
import path from 'node:path';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { type EventsClient, eventInfoBody, eventsClient } from '../../test/events-client.ts';
import { asDataUrl, jpegBytes, pngBytes } from '../../test/image-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { documentedOperation, messageOf, openApiDocumentOf } from '../../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('event images on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    member = await client.organiser('Monthly Pro');
  });
  afterAll(() => t.close());

  it('stores an uploaded PNG re-encoded without its text chunk under a random name, served at /media/', async () => {
    const upload = pngBytes({ text: 'taken at 51.5N 0.1W' });
    const eventId = await client.createDraft(member, { fileURL: asDataUrl(upload, 'image/png') });
    const { event_info_image: url } = await client.show(member, eventId);
    expect(url).toMatch(/^\/media\/event_info_image\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: defined(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.includes('51.5N')).toBe(false);
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1, 1]);
    expect([...data]).toEqual([255, 0, 0, 255]);
  });

  it('names a JPEG by its content, whatever type the data URL declares', async () => {
    const eventId = await client.createDraft(member, { fileURL: asDataUrl(await jpegBytes(), 'image/png') });
    expect((await client.show(member, eventId)).event_info_image).toMatch(/\.jpg$/);
  });

  it('refuses a file that is not an image, even when it says image/png', async () => {
    for (const fileURL of [
      asDataUrl(Buffer.from('meeting notes: bring the banner'), 'image/png'),
      'data:image/png;base64,not base64!',
      'https://elsewhere.example/picture.png',
    ]) {
      const reply = await client.call(member, eventEndpoints.saveInfo, { body: eventInfoBody({ fileURL }) });
      expect(reply.statusCode).toBe(422);
      expect(errorOf(reply, 422)).toEqual({
        message: MESSAGES.invalidEventImage,
        errors: { fileURL: [MESSAGES.invalidEventImage] },
      });
    }
    const folder = path.join(t.config.dataDir, 'media', 'event_info_image');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    await client.call(member, eventEndpoints.saveInfo, {
      body: eventInfoBody({ fileURL: asDataUrl(Buffer.from('x'), 'image/png') }),
    });
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
  });

  it('accepts an image close to the 8 MB limit in the request', async () => {
    const large = pngBytes({ text: 'x'.repeat(7 * 1024 * 1024) });
    const reply = await client.call(member, eventEndpoints.saveInfo, {
      body: eventInfoBody({ fileURL: asDataUrl(large, 'image/png') }),
    });
    expect(reply.statusCode).toBe(200);
    const url = defined((await client.show(member, replyOf(reply).event.id)).event_info_image);
    expect(fs.statSync(path.join(t.config.dataDir, url)).size).toBeLessThan(1024);
  });

  it('keeps the image when the form sends no file or the current address, and replaces it with a new file', async () => {
    const eventId = await client.createDraft(member, { fileURL: asDataUrl(pngBytes(), 'image/png') });
    const first = defined((await client.show(member, eventId)).event_info_image);
    await client.call(member, eventEndpoints.saveInfo, { body: eventInfoBody({ eventId }) });
    await client.call(member, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, fileURL: `${t.config.appUrl}${first}` }),
    });
    expect((await client.show(member, eventId)).event_info_image).toBe(first);
    await client.call(member, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, fileURL: asDataUrl(await jpegBytes(), 'image/jpeg') }),
    });
    const second = (await client.show(member, eventId)).event_info_image;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect(messageOf(await t.app.inject({ url: first }))).toBe(MESSAGES.notFound);
  });

  it('lists every event call in the OpenAPI document under events', async () => {
    const document = await openApiDocumentOf(t.app);
    for (const call of Object.values(eventEndpoints)) {
      expect(documentedOperation(document, call)?.tags, call.path).toEqual(['events']);
    }
  });
});
