import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { asDataUrl, jpegBytes, pngBytes } from '../../../test/image-fixtures.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

describe.each(TEST_DIALECTS)('custom branding (watermark) on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { water_mark: 1 });

  const exists = (url: string) => fs.existsSync(path.join(setup.t.config.dataDir, url));

  it('needs an image the first time', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.post(alice, 'watermark', { event_id: eventId, align_x: 'left', align_y: 'top' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ photo: [MESSAGES.watermarkRequired] });
  });

  it('stores the image re-encoded, keeps it when only the corner changes, replaces it on a new upload', async () => {
    const { t, client, alice, eventId } = setup;
    const saved = await client.post(alice, 'watermark', {
      event_id: eventId,
      photo: asDataUrl(pngBytes({ text: 'owner: someone' }), 'image/png'),
      align_x: 'right',
      align_y: 'bottom',
    });
    expect(saved.statusCode).toBe(200);
    const { watermark } = saved.json();
    expect(watermark).toMatchObject({ id: eventId, event_id: eventId, align_x: 'right', align_y: 'bottom' });
    expect(watermark.photo).toMatch(/^\/media\/watermark\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(t.config.dataDir, watermark.photo)).includes('someone')).toBe(false);

    const moved = await client.put(alice, `watermark/${eventId}`, {
      photo: `${t.config.appUrl}${watermark.photo}`,
      align_x: 'left',
      align_y: 'top',
    });
    expect(moved.json()).toMatchObject({ message: MESSAGES.informationUpdated, watermark: { photo: watermark.photo } });

    const replaced = await client.put(alice, `watermark/${eventId}`, {
      photo: asDataUrl(await jpegBytes(), 'image/jpeg'),
      align_x: 'left',
      align_y: 'bottom',
    });
    const photo = replaced.json().watermark.photo;
    expect(photo).toMatch(/\.jpg$/);
    expect(exists(watermark.photo)).toBe(false);
    expect(exists(photo)).toBe(true);
    expect((await client.show(alice, eventId)).watermark).toEqual({
      id: eventId,
      event_id: eventId,
      photo,
      align_x: 'left',
      align_y: 'bottom',
    });
  });

  it('refuses files that are not images, other addresses and unknown corners', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.put(alice, `watermark/${eventId}`, {
      photo: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif'),
      align_x: 'center',
      align_y: 'top',
    });
    expect(reply.json().errors).toEqual({ align_x: [MESSAGES.invalidChoice] });
    const notImage = await client.put(alice, `watermark/${eventId}`, {
      photo: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif'),
      align_x: 'left',
      align_y: 'top',
    });
    expect(notImage.json().errors).toEqual({ photo: [MESSAGES.watermarkImageInvalid] });
    const elsewhere = await client.put(alice, `watermark/${eventId}`, {
      photo: 'https://elsewhere.example/logo.png',
      align_x: 'left',
      align_y: 'top',
    });
    expect(elsewhere.json().errors).toEqual({ photo: [MESSAGES.watermarkImageInvalid] });
  });

  it("refuses a plan without custom branding and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const body = { photo: asDataUrl(pngBytes(), 'image/png'), align_x: 'left', align_y: 'top' };
    const refused = await client.post(trial, 'watermark', { ...body, event_id: draft });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ water_mark: [MESSAGES.upgradePackage] });
    const bob = await client.organiser('Monthly Basic');
    expect((await client.post(bob, 'watermark', { ...body, event_id: eventId })).statusCode).toBe(404);
    expect((await client.put(bob, `watermark/${eventId}`, body)).statusCode).toBe(404);
  });
});
