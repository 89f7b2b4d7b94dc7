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
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import type { Database } from '../apps/server/src/db/schema.ts';
import { CHROMIUM_FLAGS } from '../e2e/support/browser.ts';
import { apiOn } from './api.ts';
import { withBenchDatabase } from './bench-database.ts';
import { chooseBackdrop, fakeCameraFlags, frameRates, openMode, shutterTimes, signIn } from './kiosk-page.ts';
import { seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const SECONDS = Number(process.env.BENCH_BACKDROP_SECONDS ?? 10);
const CAPTURES = Number(process.env.BENCH_BACKDROP_CAPTURES ?? 5);

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

export async function benchKioskBackdrop() {
  return withBenchDatabase('sqlite', 'kiosk-backdrop', seedBackdropEvent, async ({ token, uuid, eventId }, env) => {
    const server = await startProductionServer(env);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, ...fakeCameraFlags()],
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
      await openMode(page, 'Photo');

      await chooseBackdrop(page, 'None');
      const plainPreview = await frameRates(page, SECONDS);
      const plainCapture = await shutterTimes(page, CAPTURES);
      await chooseBackdrop(page, 'Blue room');
      const backdropPreview = await frameRates(page, SECONDS);
      const backdropCapture = await shutterTimes(page, CAPTURES);
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
