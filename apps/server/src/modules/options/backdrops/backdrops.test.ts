import fs from 'node:fs';
import path from 'node:path';
import { BACKDROP_MAX_COUNT } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/field-errors.ts';
import { asDataUrl, jpegBytes, pngBytes } from '../../../test/image-fixtures.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

describe.each(TEST_DIALECTS)('virtual backdrops on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { virtual_backdrop: 1 });

  const fileOf = (url: string) => path.join(setup.t.config.dataDir, url);
  const png = (text?: string) => asDataUrl(pngBytes(text ? { text } : {}), 'image/png');

  it('stores each picture re-encoded without its metadata and shows them on the event in order', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.post(alice, 'event-backdrop', {
      eventId,
      backdrops: [
        { name: 'Beach', image: png('owner: someone') },
        { name: 'City', image: asDataUrl(await jpegBytes({ secret: 'GPS 48.8N' }), 'image/jpeg') },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const { backdrop } = reply.json();
    expect(backdrop).toEqual([
      { id: 1, name: 'Beach', image: expect.stringMatching(/^\/media\/backdrop\/[0-9a-f]{32}\.png$/) },
      { id: 2, name: 'City', image: expect.stringMatching(/^\/media\/backdrop\/[0-9a-f]{32}\.jpg$/) },
    ]);
    expect(fs.readFileSync(fileOf(backdrop[0].image)).includes('someone')).toBe(false);
    expect(fs.readFileSync(fileOf(backdrop[1].image)).includes('GPS 48.8N')).toBe(false);
    expect((await sharp(fileOf(backdrop[1].image)).metadata()).format).toBe('jpeg');
    expect((await client.show(alice, eventId)).backdrop).toEqual(backdrop);
  });

  it('keeps pictures named by their address, adds new ones and removes the files of those left out', async () => {
    const { t, client, alice, eventId } = setup;
    const first = await client.post(alice, 'event-backdrop', {
      eventId,
      backdrops: [
        { name: 'Beach', image: png() },
        { name: 'Forest', image: png() },
      ],
    });
    const [beach, forest] = first.json().backdrop;
    const updated = await client.post(alice, `event/backdrop/update/${eventId}`, {
      backdrops: [
        { name: 'Stage', image: png() },
        { name: 'Sunny beach', image: `${t.config.appUrl}${beach.image}` },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(MESSAGES.informationUpdated);
    const [stage, kept] = updated.json().backdrop;
    expect(kept).toEqual({ id: beach.id, name: 'Sunny beach', image: beach.image });
    expect(stage.id).toBeGreaterThan(forest.id);
    expect(fs.existsSync(fileOf(beach.image))).toBe(true);
    expect(fs.existsSync(fileOf(stage.image))).toBe(true);
    expect(fs.existsSync(fileOf(forest.image))).toBe(false);
  });

  it('refuses files that are not pictures, addresses of other pictures, an empty list and too many', async () => {
    const { client, alice, bob, eventId } = setup;
    const notImage = await client.post(alice, 'event-backdrop', {
      eventId,
      backdrops: [
        { name: 'Fine', image: png() },
        { name: 'Fake', image: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif') },
      ],
    });
    expectFieldErrors(notImage, { 'backdrops.1.image': [MESSAGES.backdropImageInvalid] });

    const bobsEvent = await client.eventWith(bob, {}, { virtual_backdrop: 1 });
    const bobs = await client.post(bob, 'event-backdrop', {
      eventId: bobsEvent,
      backdrops: [{ name: 'B', image: png() }],
    });
    const elsewhere = await client.post(alice, 'event-backdrop', {
      eventId,
      backdrops: [{ name: 'Not mine', image: bobs.json().backdrop[0].image }],
    });
    expectFieldErrors(elsewhere, { 'backdrops.0.image': [MESSAGES.backdropImageInvalid] });

    const empty = await client.post(alice, 'event-backdrop', { eventId, backdrops: [] });
    expectFieldErrors(empty, { backdrops: [MESSAGES.backdropRequired] });
    const many = Array.from({ length: BACKDROP_MAX_COUNT + 1 }, (_, index) => ({ name: `B${index}`, image: png() }));
    const tooMany = await client.post(alice, 'event-backdrop', { eventId, backdrops: many });
    expectFieldErrors(tooMany, { backdrops: [MESSAGES.backdropTooMany] });
    const unnamed = await client.post(alice, 'event-backdrop', { eventId, backdrops: [{ name: ' ', image: png() }] });
    expectFieldErrors(unnamed, { 'backdrops.0.name': [MESSAGES.required] });
  });

  it("answers 404 for another organiser's event", async () => {
    const { client, bob, eventId } = setup;
    const body = { backdrops: [{ name: 'Beach', image: png() }] };
    expect((await client.post(bob, 'event-backdrop', { eventId, ...body })).statusCode).toBe(404);
    expect((await client.post(bob, `event/backdrop/update/${eventId}`, body)).statusCode).toBe(404);
  });
});
