/**
 * kiosk-backdrop: the virtual backdrop on the built booth kiosk, against the real server, in
 * headless Chromium (--headless --no-sandbox --disable-gpu: WebGL is software) with its built-in
 * fake camera at 1920×1080. An event with one backdrop (a 1920×1080 JPEG) and the photo mode.
 * - preview: frames drawn per second over BENCH_BACKDROP_SECONDS (10) with no backdrop (the
 *   camera's video frames, the baseline) and with the backdrop (each frame segmented on the
 *   device and drawn over the backdrop), and the camera's own frame rate meanwhile;
 * - capture: the shutter's countdown end → the photo on the review screen, with and without
 *   the backdrop (the guest segmented at 1920×1080, composed, encoded as JPEG), one warm-up
 *   then BENCH_BACKDROP_CAPTURES (5) each.
 */
import { backdropEndpoints } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { Database } from '../apps/server/src/db/schema.ts';
import { CHROMIUM_FLAGS } from '../e2e/support/browser.ts';
import { apiOn } from './api.ts';
import { median, percentile, withBenchDatabase } from './bench-database.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const SECONDS = Number(process.env.BENCH_BACKDROP_SECONDS ?? 10);
const CAPTURES = Number(process.env.BENCH_BACKDROP_CAPTURES ?? 5);
const COUNTDOWN_MS = 3000;
/** Page checks, as strings: this package is compiled without the DOM's types. */
const SHUTTER_READY = "!document.querySelector('.actions button')?.disabled";
const BACKDROP_DRAWN = "Number(document.querySelector('canvas.preview__backdrop')?.dataset.frames ?? 0) > 2";
const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The live event with only the photo mode and the virtual backdrop on. */
async function seedBackdropEvent(db: Kysely<Database>) {
  const seeded = await seedLiveEvent(db);
  await db
    .updateTable('events')
    .set({ features: JSON.stringify({ still_photo: 1 }), options: JSON.stringify({ virtual_backdrop: 1 }) })
    .where('id', '=', seeded.eventId)
    .execute();
  return seeded;
}

async function signIn(page: Page, baseUrl: string, uuid: string) {
  await page.goto(`${baseUrl}/booth/?event=${uuid}`);
  await page.getByLabel('Admin password').fill(BOOTH_PASSWORD);
  await page.getByLabel('Booth name').fill('Bench booth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/pictures saved on this device/).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Start the booth' }).click();
  await page.getByRole('button', { name: /^Photo\b/ }).click();
  const shutter = page.getByRole('button', { name: 'Take it' });
  await shutter.waitFor();
  await page.waitForFunction(SHUTTER_READY);
}

/** Frames per second of the camera's video and of the backdrop preview, counted in the page. */
async function frameRates(page: Page): Promise<{ cameraFps: number; backdropFps: number | null }> {
  // A string, so the bundler's helpers never reach the page.
  return page.evaluate(`(async (seconds) => {
    const video = document.querySelector('video[aria-label="Live camera view"]');
    const canvas = document.querySelector('canvas[aria-label="Live view with backdrop"]');
    if (!video) throw new Error('no preview');
    let videoFrames = 0;
    const count = () => {
      videoFrames += 1;
      video.requestVideoFrameCallback(count);
    };
    video.requestVideoFrameCallback(count);
    const drawnBefore = Number(canvas?.dataset.frames ?? 0);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const drawn = Number(canvas?.dataset.frames ?? 0) - drawnBefore;
    const round = (value) => Number(value.toFixed(1));
    return { cameraFps: round(videoFrames / seconds), backdropFps: canvas ? round(drawn / seconds) : null };
  })(${SECONDS})`);
}

async function choose(page: Page, backdrop: string) {
  await page
    .getByRole('group', { name: 'Backdrop' })
    .getByRole('button', { name: backdrop })
    .click({ timeout: 60_000 });
  if (backdrop !== 'None') {
    await page.waitForFunction(BACKDROP_DRAWN, undefined, { timeout: 60_000 });
  }
}

/** Shutter → review screen, less the countdown, for each capture; retaken each time. */
async function captureTimes(page: Page) {
  const millis: number[] = [];
  for (let index = 0; index < CAPTURES + 1; index++) {
    const started = performance.now();
    await page.getByRole('button', { name: 'Take it' }).click();
    await page.getByRole('button', { name: 'Keep it' }).waitFor({ timeout: 60_000 });
    if (index > 0) millis.push(performance.now() - started - COUNTDOWN_MS);
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByRole('button', { name: 'Take it' }).waitFor();
    await page.waitForFunction(SHUTTER_READY);
  }
  const sorted = millis.sort((a, b) => a - b).map(Math.round);
  return { runs: sorted.length, p50Ms: median(sorted), p95Ms: percentile(sorted, 95), maxMs: percentile(sorted, 100) };
}

export async function benchKioskBackdrop() {
  return withBenchDatabase('sqlite', 'kiosk-backdrop', seedBackdropEvent, async ({ token, uuid, eventId }, env) => {
    const server = await startProductionServer(env);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, ...FAKE_CAMERA],
    });
    try {
      const picture = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#1d4ed8' } })
        .jpeg()
        .toBuffer();
      await apiOn(server.baseUrl, token).call(backdropEndpoints.save, {
        body: {
          eventId,
          backdrops: [{ name: 'Blue room', image: `data:image/jpeg;base64,${picture.toString('base64')}` }],
        },
      });
      const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
      await signIn(page, server.baseUrl, uuid);

      await choose(page, 'None');
      const plainPreview = await frameRates(page);
      const plainCapture = await captureTimes(page);
      await choose(page, 'Blue room');
      const backdropPreview = await frameRates(page);
      const backdropCapture = await captureTimes(page);
      return {
        name: 'kiosk-backdrop',
        description:
          'The built kiosk with a virtual backdrop, in headless Chromium (--disable-gpu, software WebGL) with its fake camera at 1920×1080: preview frames drawn per second with no backdrop and with one, and shutter → photo on the review screen (less the 3 s countdown)',
        chromium: browser.version(),
        camera: '1920×1080 built-in fake device',
        previewSeconds: SECONDS,
        preview: {
          noBackdropFps: plainPreview.cameraFps,
          backdropFps: backdropPreview.backdropFps,
          cameraFpsWhileSegmenting: backdropPreview.cameraFps,
        },
        capture: { noBackdrop: plainCapture, backdrop: backdropCapture },
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}
