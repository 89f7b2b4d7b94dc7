/**
 * scale-out-booth-burst: 20 booths uploading 5 MB camera photos for 3 minutes, each booth sending
 * its next photo as soon as the last one is visible, through the round-robin proxy to two API
 * processes on PostgreSQL, Redis and S3. Measured: how long from each POST booth/media until
 * gallery-items lists the photo (p95), that none acknowledged is lost, how the uploads spread.
 */
import os from 'node:os';
import { galleryEndpoints } from '@boothdeck/contract';
import { TWO_API_PROCESSES } from '../apps/server/scale-out/harness/cluster.ts';
import { answeredBy } from '../apps/server/scale-out/harness/round-robin-proxy.ts';
import { signInBooth } from '../e2e/support/booth.ts';
import { apiOn } from './api.ts';
import { percentile } from './bench-database.ts';
import { twelveMegapixelJpeg } from './media-calls.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { withScaleOutStack } from './scale-out-stack.ts';

const BOOTHS = 20;
const DURATION_MS = Number(process.env.BENCH_SCALE_OUT_SECONDS ?? 180) * 1000;
/** Sensor noise that makes the 12-megapixel test photo about 5 MB (as booth-burst.ts). */
const FIVE_MB_NOISE = 64;
const TARGET_P95_MS = 5000;

export async function benchScaleOutBoothBurst() {
  return withScaleOutStack('scale-out-booth-burst', seedLiveEvent, async ({ uuid, token, eventId }, stack) => {
    const cluster = await stack.start(TWO_API_PROCESSES);
    const photo = await twelveMegapixelJpeg(FIVE_MB_NOISE);
    const booths = [];
    for (let index = 0; index < BOOTHS; index++) booths.push(await signInBooth(cluster.url, uuid, BOOTH_PASSWORD));
    const organiser = apiOn(cluster.url, token);
    const photosPage = async (page: number) => {
      const query = { event_id: eventId, gallery_item: 'photo', per_page: 100, page } as const;
      return (await organiser.call(galleryEndpoints.items, { query })).gallery_photo;
    };
    const newestIds = async () => new Set((await photosPage(1)).data.map((item) => item.id));
    // One upload first, so neither process pays its warm-up inside the measurement.
    await booths[0]?.upload({ mediaType: 'photo', file: photo, fileName: 'warm-up.jpg' });

    const loadAverageAtStart = Number(os.loadavg()[0]?.toFixed(1));
    const before = cluster.proxy.log.length;
    const visibleMs: number[] = [];
    const acknowledged: number[] = [];
    let failed = 0;
    const ends = performance.now() + DURATION_MS;
    await Promise.all(
      booths.map(async (booth) => {
        while (performance.now() < ends) {
          const started = performance.now();
          try {
            const media = await booth.upload({ mediaType: 'photo', file: photo, fileName: 'capture.jpg' });
            acknowledged.push(media.id);
            while (!(await newestIds()).has(media.id)) await new Promise((resolve) => setTimeout(resolve, 100));
            visibleMs.push(performance.now() - started);
          } catch {
            failed++;
          }
        }
      }),
    );
    const stored = new Set<number>();
    for (let page = 1; ; page++) {
      const { data, last_page } = await photosPage(page);
      for (const item of data) stored.add(item.id);
      if (page >= last_page) break;
    }
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    const sorted = visibleMs.sort((a, b) => a - b);
    const p95Ms = percentile(sorted, 95);
    const meetsTarget = p95Ms < TARGET_P95_MS && lost === 0 && failed === 0;
    console.log(
      `scale-out-booth-burst: ${meetsTarget ? 'PASS' : 'FAIL'}, ${acknowledged.length} uploads, p95 ${(p95Ms / 1000).toFixed(1)} s, ${lost} lost, ${failed} failed, load average ${loadAverageAtStart}`,
    );
    return {
      name: 'scale-out-booth-burst',
      description: `${BOOTHS} booths each uploading a ${(photo.length / 1_048_576).toFixed(1)} MB 12-megapixel JPEG, the next as soon as the last is visible, for ${DURATION_MS / 1000} s, through a round-robin proxy to 2 API processes on PostgreSQL, Redis and S3 (s3rver): POST booth/media until gallery-items lists the photo`,
      booths: BOOTHS,
      seconds: DURATION_MS / 1000,
      uploads: acknowledged.length,
      failed,
      lost,
      uploadsPerProcess: answeredBy(
        cluster.proxy.log.slice(before),
        (entry) => entry.method === 'POST' && entry.path.endsWith('/booth/media'),
      ),
      p50Ms: percentile(sorted, 50),
      p95Ms,
      maxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
      cores: os.availableParallelism(),
      loadAverageAtStart,
      target: `p95 < ${TARGET_P95_MS} ms, none lost or failed`,
      verdict: meetsTarget ? 'PASS' : 'FAIL',
      meetsTarget,
    };
  });
}
