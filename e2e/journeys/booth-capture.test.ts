/**
 * The kiosk's capture and share screens, on a server whose APP_URL (localhost) is not the
 * address the kiosk is opened at (127.0.0.1): the event's pictures still load, the photo is
 * framed and watermarked as the preview shows it, the shutter is on screen at every size, a
 * retake keeps the guest's look, a capture waiting for approval opens from the QR code, and the
 * organiser's 3 in 1 and QR Code choices hold. One file (a little over 300 lines) because the
 * walks share one signed-in kiosk, which takes longest to set up.
 */
import { customBrandingEndpoints, eventEndpoints, galleryEndpoints } from '@boothdeck/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserApi } from '../support/api.ts';
import { type Journey, useJourney } from '../support/journey.ts';
import {
  type BoothEventSetup,
  createKioskEvent,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  type KioskEventChoices,
  organiserClient,
  PHONE,
  publicGalleryCounts,
  setUpBooth,
  snapKiosk,
  useKiosk,
} from '../support/kiosk.ts';
import { smallTouchTargets } from '../support/kiosk-device.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';
import { type ServerProcess, startServer } from '../support/server-process.ts';

const IPAD_PORTRAIT = { width: 768, height: 1024 };

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer((port) => ({ APP_URL: `http://localhost:${port}` }));
});
afterAll(() => server?.stop());

/** A green watermark, drawn in the organiser's browser, as the Custom Branding step uploads it. */
async function addWatermark(journey: Journey, eventId: number) {
  const photo = await journey.page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 120, height: 60 });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#00c800';
    context.fillRect(0, 0, 120, 60);
    return canvas.toDataURL('image/png');
  });
  const client = await organiserClient(journey);
  await client.call(eventEndpoints.saveOptions, {
    body: { eventId, frame: 1, filters: 1, gif: 1, microsite: 1, qr_code: 1, water_mark: 1, password: '1234' },
  });
  await client.call(customBrandingEndpoints.save, {
    body: { event_id: eventId, photo, align_x: 'right', align_y: 'bottom' },
  });
}

async function organiserEvent(journey: Journey, label: string, choices?: KioskEventChoices): Promise<BoothEventSetup> {
  await becomeMonthlyProMember(journey, label);
  return createKioskEvent(journey, `Harbour ${label}`, choices);
}

/** Width over height, and the colour at points given as fractions of the picture, of a PNG or JPEG. */
async function readPicture(page: Page, bytes: Buffer, type: string, points: Array<[number, number]>) {
  return page.evaluate(
    async ({ base64, type, points }) => {
      const blob = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const colours = points.map(([x, y]) =>
        Array.from(
          context.getImageData(Math.floor(x * (bitmap.width - 1)), Math.floor(y * (bitmap.height - 1)), 1, 1).data,
        ).slice(0, 3),
      );
      return { aspect: bitmap.width / bitmap.height, width: bitmap.width, height: bitmap.height, colours };
    },
    { base64: bytes.toString('base64'), type, points },
  );
}

/** The organiser's kept file of the event's only photo, as the server stores it. */
async function keptPhoto(journey: Journey, eventId: number): Promise<Buffer> {
  const client = await organiserClient(journey);
  const reply = await client.call(galleryEndpoints.items, { query: { event_id: eventId, gallery_item: 'photo' } });
  const [item] = reply.gallery_photo.data;
  if (!item) throw new Error('no photo in the gallery');
  const organiser = await organiserApi(journey.page);
  const file = await organiser.download(galleryEndpoints.downloadOne, { params: { mediaId: item.id } });
  return Buffer.from(await file.arrayBuffer());
}

const isPaper = (rgb: number[]) => rgb.every((channel) => channel > 215);
const isGreen = ([red = 0, green = 0, blue = 0]: number[]) => green > 150 && red < 90 && blue < 90;

describe('the booth kiosk opened at another address than the server’s own', () => {
  const journey = useJourney({}, () => server);
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);

  it('takes a framed, watermarked photo shaped like its preview, and a retake keeps the look', async () => {
    const event = await organiserEvent(journey, 'framed-elsewhere');
    await addWatermark(journey, event.eventId);
    const appUrl = journey.baseUrl.replace('127.0.0.1', 'localhost');

    // The organiser's panel gives the server's own address, whatever address their browser uses.
    const { page: organiser } = journey;
    await organiser.goto(`/show/event/${event.eventId}`);
    const panel = organiser.getByRole('region', { name: 'Run this event on a booth' });
    expect(await panel.getByRole('textbox', { name: 'Booth address' }).inputValue()).toBe(
      `${appUrl}/booth/?event=${event.uuid}`,
    );
    await panel.getByRole('img', { name: 'QR code of the booth address' }).waitFor();
    for (const [name, width] of [
      ['desktop', 1440],
      ['phone', 390],
    ] as const) {
      await organiser.setViewportSize({ width, height: 900 });
      await snap(organiser, `booth-panel-app-url-${name}`);
    }

    // The kiosk at 127.0.0.1: the event's pictures come from there.
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth – elsewhere');
    await page.getByRole('button', { name: /^Photo\b/ }).click();
    const shutter = page.getByRole('button', { name: 'Take it' });
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    const frames = page.getByRole('group', { name: 'Frame' }).getByRole('button');
    const filters = page.getByRole('group', { name: 'Filter' }).getByRole('button');
    await frames.nth(1).click();
    await filters.nth(1).click();
    expect(await page.locator('.preview__frame').getAttribute('src')).toMatch(
      new RegExp(`^${journey.baseUrl}/library/`),
    );

    await shutter.click();
    await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
    await page.getByRole('button', { name: 'Retake' }).click();
    // Back at the camera, the frame and the filter are still the guest's.
    await shutter.waitFor();
    expect(await frames.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await filters.nth(1).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLImageElement>('.preview__frame');
      return frame?.complete && frame.naturalWidth > 0;
    });
    // The preview with its frame, as the guest sees it before the shutter.
    const preview = page.locator('.preview');
    const shown = await preview.screenshot();
    await snapKiosk(page, 'capture-framed');

    await shutter.click();
    await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await snapKiosk(page, 'review-framed');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
    await expectGalleryCounts(journey, event.eventId, { photo: 1 });

    // The kept file has the frame's shape (Classic Polaroid, 500×628) and the preview's: the frame's
    // paper where the preview shows it, the camera inside it, and the watermark in its corner.
    const probe = await kiosk.context.newPage();
    const points: Array<[number, number]> = [
      [0.5, 0.9],
      [0.02, 0.5],
      [0.98, 0.3],
      [0.5, 0.4],
    ];
    const kept = await readPicture(probe, await keptPhoto(journey, event.eventId), 'image/jpeg', points);
    const seen = await readPicture(probe, shown, 'image/png', points);
    expect(kept.aspect).toBeCloseTo(500 / 628, 2);
    expect(seen.aspect).toBeCloseTo(500 / 628, 1);
    expect(kept.height).toBe(1080);
    for (const index of [0, 1, 2]) {
      expect(isPaper(kept.colours[index] ?? []), `kept ${points[index]}`).toBe(true);
      expect(isPaper(seen.colours[index] ?? []), `preview ${points[index]}`).toBe(true);
    }
    expect(isPaper(kept.colours[3] ?? [])).toBe(false);
    expect(isPaper(seen.colours[3] ?? [])).toBe(false);
    const corner = await readPicture(probe, await keptPhoto(journey, event.eventId), 'image/jpeg', [[0.9, 0.94]]);
    expect(isGreen(corner.colours[0] ?? []), `watermark ${corner.colours[0]}`).toBe(true);
  }, 240_000);

  it('keeps the shutter, the preview and the keep button on screen on a tablet either way round and on a phone', async () => {
    const event = await organiserEvent(journey, 'fit-screens');
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth – sizes');
    await page.getByRole('button', { name: /^Photo\b/ }).click();
    const shutter = page.getByRole('button', { name: 'Take it' });
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('group', { name: 'Frame' }).getByRole('button').nth(1).click();
    const preview = page.locator('.preview');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectInside(page, shutter, size);
      await expectInside(page, preview, size);
      await snapKiosk(page, 'capture-fit');
      expect(await smallTouchTargets(page)).toEqual([]);
    }
    await shutter.click();
    await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
    const keep = page.getByRole('button', { name: 'Keep it' });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectInside(page, keep, size);
      await expectInside(page, page.getByRole('img', { name: 'Your capture' }), size);
      await snapKiosk(page, 'review-fit');
      expect(await smallTouchTargets(page)).toEqual([]);
    }
    await keep.click();
    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snapKiosk(page, 'share-fit');
      expect(await smallTouchTargets(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Done' }).click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectInside(page, page.getByRole('button', { name: /^Photo\b/ }), size);
      await snapKiosk(page, 'attract-fit');
      expect(await smallTouchTargets(page)).toEqual([]);
    }
  }, 240_000);

  it('shows a capture waiting for approval to the guest who scans its QR code', async () => {
    const event = await organiserEvent(journey, 'approve-first', { options: { approve_captures: 1 } });
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth – approval');
    await takePhoto(page);
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
    const address = (await page.locator('.kiosk-qr__address').textContent()) ?? '';
    await expectGalleryCounts(journey, event.eventId, { photo: 1 });

    // The guest's phone opens the QR code's address: their photo, though the gallery still hides it.
    const guest = journey.page;
    await guest.setViewportSize(PHONE);
    await guest.evaluate(() => window.localStorage.clear());
    await guest.goto(address);
    await guest.getByRole('img', { name: 'photo' }).waitFor({ timeout: 30_000 });
    expect(new URL(guest.url()).searchParams.get('key')).toMatch(/^\d+\./);
    await snap(guest, 'booth-qr-awaiting-approval-phone');
    expect(await publicGalleryCounts(journey.baseUrl, event.galleryId)).toEqual({});
  }, 240_000);

  it("offers each of the organiser's 3 in 1 animations, keeps their photos when asked, shows no QR code when it is off, and keeps a photo left on the review screen", async () => {
    const event = await organiserEvent(journey, 'three-in-one', {
      options: { qr_code: 0 },
      animations: [{}, { number_of_frame: 2, individual_photo: 'enabled' }],
    });
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth – animations', { idleSeconds: 30 });
    const animations = page.getByRole('button', { name: /^3 in 1 GIF: / });
    await expect.poll(() => animations.count()).toBe(2);
    await snapKiosk(page, 'attract-animations');
    await animations.nth(1).click();
    await page.getByText(/2 photos, 1 second apart/).waitFor();
    const shutter = page.getByRole('button', { name: 'Take it' });
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    await shutter.click();
    await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Keep it' }).click();
    // QR Code off: no code, a thank-you instead.
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await page.getByRole('img', { name: 'QR code to your capture' }).count()).toBe(0);
    await snapKiosk(page, 'share-no-qr');
    await page.getByRole('button', { name: 'Done' }).click();
    await expectGalleryCounts(journey, event.eventId, { gif: 1, photo: 2 });

    // A guest who walks away from the review screen: their photo is kept, and the booth starts again.
    await takePhoto(page);
    await page.getByText('Tap to start').waitFor({ timeout: 90_000 });
    await expectGalleryCounts(journey, event.eventId, { gif: 1, photo: 3 });
  }, 300_000);
});

const SIZES = [IPAD_LANDSCAPE, IPAD_PORTRAIT, PHONE];

/** The element's whole box is within the viewport, without scrolling. */
async function expectInside(page: Page, element: Locator, size: { width: number; height: number }) {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const scrolled = await page.evaluate(() => window.scrollY);
      return (
        !!box &&
        scrolled === 0 &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= size.width &&
        box.y + box.height <= size.height
      );
    })
    .toBe(true);
}

/** A guest takes a photo and is asked whether to keep it. */
async function takePhoto(page: Page) {
  await page.getByRole('button', { name: /^Photo\b/ }).click();
  const shutter = page.getByRole('button', { name: 'Take it' });
  await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
  await shutter.click();
  await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
}
