import fs from 'node:fs';
import path from 'node:path';
import { customBrandingEndpoints, type WatermarkBody, type WatermarkUpdateBody } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { asDataUrl, jpegBytes, pngBytes } from '../../../test/image-fixtures.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

describe.each(TEST_DIALECTS)('custom branding (watermark) on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { water_mark: 1 });

  const exists = (url: string) => fs.existsSync(path.join(setup.t.config.dataDir, url));
  const save = (member: SignedIn, body: WatermarkBody) =>
    setup.client.call(member, customBrandingEndpoints.save, { body });
  const update = (member: SignedIn, eventId: number, body: WatermarkUpdateBody) =>
    setup.client.call(member, customBrandingEndpoints.update, { params: { id: eventId }, body });

  it('needs an image the first time', async () => {
    const { alice, eventId } = setup;
    const reply = await save(alice, { event_id: eventId, align_x: 'left', align_y: 'top' });
    expect(errorOf(reply, 422).errors).toEqual({ photo: [MESSAGES.watermarkRequired] });
  });

  it('stores the image re-encoded, keeps it when only the corner changes, replaces it on a new upload', async () => {
    const { t, client, alice, eventId } = setup;
    const saved = await save(alice, {
      event_id: eventId,
      photo: asDataUrl(pngBytes({ text: 'owner: someone' }), 'image/png'),
      align_x: 'right',
      align_y: 'bottom',
    });
    const { watermark } = replyOf(saved);
    expect(watermark).toMatchObject({ id: eventId, event_id: eventId, align_x: 'right', align_y: 'bottom' });
    expect(watermark.photo).toMatch(/^\/media\/watermark\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(t.config.dataDir, watermark.photo)).includes('someone')).toBe(false);

    const moved = await update(alice, eventId, {
      photo: `${t.config.appUrl}${watermark.photo}`,
      align_x: 'left',
      align_y: 'top',
    });
    expect(replyOf(moved)).toMatchObject({
      message: MESSAGES.informationUpdated,
      watermark: { photo: watermark.photo },
    });

    const replaced = await update(alice, eventId, {
      photo: asDataUrl(await jpegBytes(), 'image/jpeg'),
      align_x: 'left',
      align_y: 'bottom',
    });
    const photo = replyOf(replaced).watermark.photo;
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
    // A corner the contract does not name.
    const reply = await client.callUnchecked(alice, customBrandingEndpoints.update, {
      params: { id: eventId },
      body: { photo: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif'), align_x: 'center', align_y: 'top' },
    });
    expect(errorOf(reply, 422).errors).toEqual({ align_x: [MESSAGES.invalidChoice] });
    const notImage = await update(alice, eventId, {
      photo: asDataUrl(Buffer.from('GIF89a not really'), 'image/gif'),
      align_x: 'left',
      align_y: 'top',
    });
    expect(errorOf(notImage, 422).errors).toEqual({ photo: [MESSAGES.watermarkImageInvalid] });
    const elsewhere = await update(alice, eventId, {
      photo: 'https://elsewhere.example/logo.png',
      align_x: 'left',
      align_y: 'top',
    });
    expect(errorOf(elsewhere, 422).errors).toEqual({ photo: [MESSAGES.watermarkImageInvalid] });
  });

  it("refuses a plan without custom branding and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const body = { photo: asDataUrl(pngBytes(), 'image/png'), align_x: 'left', align_y: 'top' } as const;
    const refused = await save(trial, { ...body, event_id: draft });
    expect(errorOf(refused, 403).errors).toEqual({ water_mark: [MESSAGES.upgradePackage] });
    const bob = await client.organiser('Monthly Basic');
    expect((await save(bob, { ...body, event_id: eventId })).statusCode).toBe(404);
    expect((await update(bob, eventId, body)).statusCode).toBe(404);
  });
});
