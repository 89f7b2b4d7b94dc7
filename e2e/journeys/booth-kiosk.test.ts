import fs from 'node:fs/promises';
import { galleryEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  createKioskEvent,
  EXIT_PIN,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  organiserClient,
  publicGalleryCounts,
  setUpBooth,
  snapKiosk,
  takeAndKeep,
  useKiosk,
} from '../support/kiosk.ts';
import { smallTouchTargets, snapAtKioskSizes } from '../support/kiosk-device.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

// The whole flow runs on the booth's first device; the screens' layout at every size is held by
// booth-capture's sizes journey.
describe('the booth kiosk on an iPad in landscape', () => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);
  const size = `${IPAD_LANDSCAPE.width}`;

  it('is set up from the QR address, takes a photo, a 3 in 1 GIF, a boomerang and a video into both galleries, and leaves kiosk mode with the PIN', async () => {
    await becomeMonthlyProMember(journey, `booth-kiosk-${size}`);
    const event = await createKioskEvent(journey, `Harbour Booth ${size}`);
    const { page } = kiosk;

    await setUpBooth(page, event.uuid, `Booth ${size} – foyer`, { beforeStart: checkDevice });
    await page.getByRole('heading', { name: `Harbour Booth ${size}` }).waitFor();
    // Started from the operator's tap: the booth runs fullscreen.
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    for (const mode of ['Photo', '3 in 1 GIF', 'Boomerang', 'Video'])
      await page.getByRole('button', { name: new RegExp(`^${mode}\\b`) }).waitFor();
    await snapKiosk(page, 'attract');
    expect(await smallTouchTargets(page)).toEqual([]);

    await takeAndKeep(page, 'Photo', { pickLook: true, name: 'photo' });
    await takeAndKeep(page, '3 in 1 GIF', { name: 'gif' });
    await takeAndKeep(page, 'Boomerang');
    await takeAndKeep(page, 'Video', { name: 'video' });

    const expected = { photo: 1, gif: 1, boomerang: 1, video: 1 };
    await expectGalleryCounts(journey, event.eventId, expected);
    expect(await publicGalleryCounts(journey.baseUrl, event.galleryId)).toEqual(expected);
    // Set-up chose the guest's sound: the MP4 has a sound track (a 'soun' handler) beside its picture.
    const client = await organiserClient(journey);
    const videos = await client.call(galleryEndpoints.items, {
      query: { event_id: event.eventId, gallery_item: 'video' },
    });
    const [video] = videos.gallery_photo.data;
    const file = Buffer.from(await (await fetch(new URL(video?.event_video ?? '', journey.baseUrl))).arrayBuffer());
    expect(file.subarray(0, 8).includes('ftyp')).toBe(true);
    expect(file.includes('soun')).toBe(true);

    // The organiser sees them on the gallery page too.
    await journey.page.goto(`/event-photos/${event.eventId}`);
    await journey.page.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();

    // Staff only: the hidden corner asks for the organiser's Exit From App PIN.
    await page.keyboard.press('Control+Alt+o');
    await page.getByRole('heading', { name: 'Staff only' }).waitFor();
    await page.getByText('Enter the organiser’s Exit From App PIN.').waitFor();
    await page.keyboard.type('1111');
    await page.getByText('That is not right. Try again.').waitFor();
    await snapKiosk(page, 'pin');
    await page.keyboard.type(EXIT_PIN);
    await page.getByRole('heading', { name: 'Operator' }).waitFor();
    await page.getByText('Online · 0 waiting to send').waitFor();
    await snapKiosk(page, 'operator');
    expect(await smallTouchTargets(page)).toEqual([]);

    // Signing out is allowed once nothing is left to send; leaving kiosk mode pauses the booth.
    await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
    await page.getByRole('heading', { name: 'The booth is paused' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    await snapKiosk(page, 'paused');

    // Nothing left to send: the operator may sign the booth out, and it asks for an event again.
    await page.keyboard.press('Control+Alt+o');
    await page.keyboard.type(EXIT_PIN);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Set up this booth' }).waitFor();
  }, 180_000);
});

/**
 * Set-up's device check, as Chromium on this machine answers it (a browser window whose storage
 * the browser does not promise to keep), its support file, what the Home Screen needs, and
 * controls a finger can hit; then videos are set to take the guest's sound (the fake microphone).
 */
async function checkDevice(page: Page) {
  const check = page.getByRole('region', { name: 'Device check' });
  const line = (label: string) => check.getByRole('listitem').filter({ hasText: label });
  await expect.poll(() => line('Camera').textContent()).toContain('1920 × 1080, as the camera delivers it.');
  expect(await line('Storage').getAttribute('data-level')).toBe('warn');
  expect(await line('Storage').textContent()).toMatch(/Room for about \d+ captures/);
  expect(await line('Home Screen').getAttribute('data-level')).toBe('ok');
  expect(await line('Video recording').textContent()).toContain('Clips are recorded as MP4 (H.264).');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    check.getByRole('button', { name: 'Download a support file' }).click(),
  ]);
  const support = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  expect(support.kind).toBe('boothdeck-booth-support');
  expect(support.deviceCheck.lines.map((entry: { key: string }) => entry.key)).toContain('storage');

  // Installable on an iPad: the icon it asks for, and a launch screen per iPad.
  const icon = await page.request.get('/booth/apple-touch-icon.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(await page.locator('link[rel="apple-touch-startup-image"]').count()).toBeGreaterThan(0);

  const sound = page.getByRole('checkbox', { name: "Record the guest's sound with videos" });
  await sound.click();
  await expect.poll(() => sound.isChecked()).toBe(true);
  expect(await smallTouchTargets(page)).toEqual([]);
  await snapAtKioskSizes(page, 'setup');
}
