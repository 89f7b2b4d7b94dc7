/**
 * kiosk-capture: the booth kiosk's capture engine (@boothdeck/capture) in headless Chromium,
 * through the same harness page its browser tests use, with a fake camera playing a noisy
 * 1080p clip (flat test patterns make JPEGs and GIFs unrealistically small and quick).
 * - still: shutter → composed JPEG of a 1920×1080 photo with the Classic Polaroid frame, the
 *   Vintage filter and a watermark (target p95 < 1.5 s);
 * - gif: four camera stills → GIF at the kiosk's size, GIF_SIZE×GIF_SIZE (target p95 < 3 s),
 *   and, for information, a 4-frame boomerang (6 frames) and the same GIF at 1080×1080.
 * Two warm-up runs each, then BENCH_CAPTURE_RUNS (20) stills and BENCH_CAPTURE_GIF_RUNS (10) GIFs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openHarness } from '../packages/capture/harness/harness-browser.ts';
import { writeNoisyCameraClip } from '../packages/capture/harness/noisy-camera.ts';
import { percentile } from './bench-database.ts';

const STILL_RUNS = Number(process.env.BENCH_CAPTURE_RUNS ?? 20);
const GIF_RUNS = Number(process.env.BENCH_CAPTURE_GIF_RUNS ?? 10);
const WARM_UPS = 2;
const STILL_TARGET_P95_MS = 1500;
const GIF_TARGET_P95_MS = 3000;

type Timed = { millis: number[] };
type GifTimed = Timed & { gifBytes: number; size: number };

function summary({ millis }: Timed) {
  const sorted = millis.slice(WARM_UPS).sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: percentile(sorted, 100),
  };
}

export async function benchKioskCapture() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-capture-'));
  const harness = await openHarness({ cameraFile: await writeNoisyCameraClip(dir) });
  try {
    const { page } = harness;
    // In the page (this package is compiled without the DOM's types).
    const still = await page.evaluate<Timed & { jpegBytes: number }>(`harness.timeStills(${STILL_RUNS + WARM_UPS})`);
    const gif = await page.evaluate<GifTimed>(`harness.timeGifs(${GIF_RUNS + WARM_UPS})`);
    const boomerang = await page.evaluate<GifTimed>(`harness.timeGifs(${GIF_RUNS + WARM_UPS}, undefined, true)`);
    const large = await page.evaluate<GifTimed>(`harness.timeGifs(${GIF_RUNS + WARM_UPS}, 1080)`);
    const chromium = harness.browser.version();
    const stillResult = { ...summary(still), jpegBytes: still.jpegBytes };
    const gifResult = { size: `${gif.size}×${gif.size}`, frames: 4, ...summary(gif), gifBytes: gif.gifBytes };
    return {
      name: 'kiosk-capture',
      description:
        'The kiosk capture engine in headless Chromium with a fake camera playing a noisy 1080p clip: shutter → composed 1920×1080 JPEG (frame, filter, watermark), and four stills → GIF in a worker',
      chromium,
      still: stillResult,
      gif: gifResult,
      boomerangGif: {
        size: `${boomerang.size}×${boomerang.size}`,
        frames: 6,
        ...summary(boomerang),
        gifBytes: boomerang.gifBytes,
      },
      gif1080: { size: '1080×1080', frames: 4, ...summary(large), gifBytes: large.gifBytes },
      target: `still p95 < ${STILL_TARGET_P95_MS} ms; 4-frame ${gif.size}×${gif.size} GIF p95 < ${GIF_TARGET_P95_MS} ms`,
      meetsTarget: stillResult.p95Ms < STILL_TARGET_P95_MS && gifResult.p95Ms < GIF_TARGET_P95_MS,
    };
  } finally {
    await harness.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
