import fs from 'node:fs';
import path from 'node:path';
import { BACKDROP_MAX_COUNT, type BackdropBody, backdropEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { replyOf } from '../../../test/call-app.ts';
import { expectFieldErrors } from '../../../test/field-errors.ts';
import { asDataUrl, jpegBytes, pngBytes } from '../../../test/image-fixtures.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

describe.each(TEST_DIALECTS)('virtual backdrops on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { virtual_backdrop: 1 });

  const fileOf = (url: string) => path.join(setup.t.config.dataDir, url);
  const png = (text?: string) => asDataUrl(pngBytes(text ? { text } : {}), 'image/png');
  const save = (member: SignedIn, body: BackdropBody) => setup.client.call(member, backdropEndpoints.save, { body });
  const update = (member: SignedIn, eventId: number, body: Omit<BackdropBody, 'eventId'>) =>
    setup.client.call(member, backdropEndpoints.update, { params: { id: eventId }, body });

  it('stores each picture re-encoded without its metadata and shows them on the event in order', async () => {
    const { client, alice, eventId } = setup;
    const reply = await save(alice, {
      eventId,
      backdrops: [
        { name: 'Beach', image: png('owner: someone') },
        { name: 'City', image: asDataUrl(await jpegBytes({ secret: 'GPS 48.8N' }), 'image/jpeg') },
      ],
    });
    const { backdrop } = replyOf(reply);
    expect(backdrop).toEqual([
      { id: 1, name: 'Beach', image: expect.stringMatching(/^\/media\/backdrop\/[0-9a-f]{32}\.png$/) },
      { id: 2, name: 'City', image: expect.stringMatching(/^\/media\/backdrop\/[0-9a-f]{32}\.jpg$/) },
    ]);
    const [beach, city] = backdrop.map((item) => fileOf(item.image));
    expect(fs.readFileSync(beach ?? '').includes('someone')).toBe(false);
    expect(fs.readFileSync(city ?? '').includes('GPS 48.8N')).toBe(false);
    expect((await sharp(city).metadata()).format).toBe('jpeg');
    expect((await client.show(alice, eventId)).backdrop).toEqual(backdrop);
  });

  it('keeps pictures named by their address, adds new ones and removes the files of those left out', async () => {
    const { t, alice, eventId } = setup;
    const first = await save(alice, {
      eventId,
      backdrops: [
        { name: 'Beach', image: png() },
        { name: 'Forest', image: png() },
      ],
    });
    const [beach, forest] = replyOf(first).backdrop;
    if (!beach || !forest) throw new Error('expected two backdrops');
    const updated = await update(alice, eventId, {
      backdrops: [
        { name: 'Stage', image: png() },
        { name: 'Sunny beach', image: `${t.config.appUrl}${beach.image}` },
      ],
    });
    const { message, backdrop } = replyOf(updated);
    expect(message).toBe(MESSAGES.informationUpdated);
    const [stage, kept] = backdrop;
    if (!stage) throw new Error('expected the new backdrop first');
    expect(kept).toEqual({ id: beach.id, name: 'Sunny beach', image: beach.image });
    expect(stage.id).toBeGreaterThan(forest.id);
    expect(fs.existsSync(fileOf(beach.image))).toBe(true);
    expect(fs.existsSync(fileOf(stage.image))).toBe(true);
    expect(fs.existsSync(fileOf(forest.image))).toBe(false);
  });

  it('refuses files that are not pictures, addresses of other pictures, an empty list and too many', async () => {
    const { client, alice, bob, eventId } = setup;
    const notImage = await save(alice, {
      eventId,
      backdrops: [
        { name: 'Fine', image: png() },
        { name: 'Fake', image: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif') },
      ],
    });
    expectFieldErrors(notImage, { 'backdrops.1.image': [MESSAGES.backdropImageInvalid] });

    const bobsEvent = await client.eventWith(bob, {}, { virtual_backdrop: 1 });
    const bobs = await save(bob, {
      eventId: bobsEvent,
      backdrops: [{ name: 'B', image: png() }],
    });
    const elsewhere = await save(alice, {
      eventId,
      backdrops: [{ name: 'Not mine', image: replyOf(bobs).backdrop[0]?.image ?? '' }],
    });
    expectFieldErrors(elsewhere, { 'backdrops.0.image': [MESSAGES.backdropImageInvalid] });

    const empty = await save(alice, { eventId, backdrops: [] });
    expectFieldErrors(empty, { backdrops: [MESSAGES.backdropRequired] });
    const many = Array.from({ length: BACKDROP_MAX_COUNT + 1 }, (_, index) => ({ name: `B${index}`, image: png() }));
    const tooMany = await save(alice, { eventId, backdrops: many });
    expectFieldErrors(tooMany, { backdrops: [MESSAGES.backdropTooMany] });
    const unnamed = await save(alice, { eventId, backdrops: [{ name: ' ', image: png() }] });
    expectFieldErrors(unnamed, { 'backdrops.0.name': [MESSAGES.required] });
  });

  it("answers 404 for another organiser's event", async () => {
    const { bob, eventId } = setup;
    const body = { backdrops: [{ name: 'Beach', image: png() }] };
    expect((await save(bob, { eventId, ...body })).statusCode).toBe(404);
    expect((await update(bob, eventId, body)).statusCode).toBe(404);
  });
});
