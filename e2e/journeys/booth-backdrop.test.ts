/**
 * Virtual backdrops from the organiser's wizard to the guest's photo: the organiser uploads a
 * backdrop on the step's edit screen, the kiosk offers it beside "None", and a photo taken with
 * it reaches the gallery with the room (here the fake camera's picture, which has no person in
 * it) replaced by the backdrop, while a photo without it keeps the camera's picture.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eventEndpoints, type GalleryItem, galleryEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createEventViaApi } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { IPAD_LANDSCAPE, organiserClient, setUpBooth, snapKiosk, useKiosk } from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

/** Where the screens of this option are kept for a person to look at. */
const SHOTS = process.env.BACKDROP_SHOTS_DIR;
const MAGENTA = { r: 230, g: 20, b: 200 };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The colour of the pixel 20 px in from the top-left corner of a gallery photo. */
async function cornerOf(baseUrl: string, item: GalleryItem) {
  const address = item.event_photo ?? '';
  const bytes = Buffer.from(await (await fetch(new URL(address, baseUrl))).arrayBuffer());
  const { data } = await sharp(bytes).extract({ left: 20, top: 20, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
}

const near = (a: { r: number; g: number; b: number }, b: typeof a) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 60;

describe('virtual backdrops', () => {
  const journey = useJourney({ viewport: { width: 1280, height: 900 } });
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);

  it('the organiser uploads a backdrop, the guest chooses it and their photo has it behind them', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'booth-backdrop');
    const eventId = await createEventViaApi(page, {
      name: 'Backdrop Gala',
      startInMinutes: 5,
      features: { gallery: 1, sharing: 1 },
      options: { virtual_backdrop: 1 },
      isFinal: false,
    });

    await page.goto(`/event/backdrop/edit/${eventId}`);
    await page.getByRole('heading', { name: /Edit Virtual Backdrop/ }).waitFor();
    const picture = await sharp({ create: { width: 1280, height: 720, channels: 3, background: MAGENTA } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Magenta room.png', mimeType: 'image/png', buffer: picture });
    await page.getByAltText('Backdrop Magenta room').waitFor();
    await shot(page, 'wizard-step');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    const client = await organiserClient(journey);
    await client.call(eventEndpoints.finalise, { params: { eventId } });
    const { event } = await client.call(eventEndpoints.show, { params: { id: eventId } });
    expect(event.backdrop?.map((backdrop) => backdrop.name)).toEqual(['Magenta room']);

    const booth = kiosk.page;
    await setUpBooth(booth, event.uuid, 'Backdrop booth');
    const shutter = booth.getByRole('button', { name: 'Take it' });
    /** Opens the photo mode and chooses the backdrop; a backdrop's preview must draw a few frames. */
    const chooseBackdrop = async (backdrop: string) => {
      await booth.getByRole('button', { name: /^Photo\b/ }).click();
      await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
      const choice = booth.getByRole('group', { name: 'Backdrop' }).getByRole('button', { name: backdrop });
      await choice.click({ timeout: 30_000 });
      if (backdrop === 'None') return;
      const preview = booth.getByLabel('Live view with backdrop');
      await expect.poll(() => preview.getAttribute('data-frames'), { timeout: 30_000 }).toMatch(/^[3-9]|\d\d/);
    };
    const takePhoto = async (backdrop: string) => {
      await chooseBackdrop(backdrop);
      if (backdrop !== 'None') {
        await snapKiosk(booth, 'capture-backdrop');
        await shot(booth, 'kiosk-preview');
      }
      await shutter.click();
      await booth.getByRole('button', { name: 'Keep it' }).click({ timeout: 30_000 });
      const done = booth.getByRole('button', { name: 'Done' });
      const start = booth.getByRole('heading', { name: 'Backdrop Gala' });
      await done.or(start).first().waitFor({ timeout: 30_000 });
      if (await done.isVisible()) await done.click();
      await start.waitFor();
    };
    await takePhoto('None');
    await takePhoto('Magenta room');

    const photos = async () =>
      (await client.call(galleryEndpoints.items, { query: { event_id: eventId, gallery_item: 'photo' } })).gallery_photo
        .data;
    await expect.poll(async () => (await photos()).length, { timeout: 30_000 }).toBe(2);
    // The gallery lists by capture time, newest first: the second photo may have been stored first.
    const [newer, older] = await photos();
    if (!newer || !older) throw new Error('two photos expected');
    expect(near(await cornerOf(baseUrl, newer), MAGENTA)).toBe(true);
    expect(near(await cornerOf(baseUrl, older), MAGENTA)).toBe(false);

    // Without a network, after a reload: the model and its WebAssembly come from the service worker.
    await booth.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
    // The worker that segments fetches the model and its runtime's WebAssembly (one variant).
    const segmentationFiles = new Map<string, boolean>();
    kiosk.context.on('response', (response) => {
      const file = /\/booth\/segmentation\/(.+)$/.exec(response.url())?.[1];
      if (file) segmentationFiles.set(file, response.fromServiceWorker());
    });
    await kiosk.context.setOffline(true);
    expect((await booth.reload())?.fromServiceWorker()).toBe(true);
    await chooseBackdrop('Magenta room');
    expect([...segmentationFiles.keys()].sort()).toEqual([
      'selfie_segmentation_landscape.tflite',
      'tflite-simd-1-0-0.wasm',
    ]);
    expect([...segmentationFiles.values()].every(Boolean)).toBe(true);
  }, 240_000);
});
