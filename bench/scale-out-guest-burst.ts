/**
 * scale-out-guest-burst: the public gallery burst (public-gallery-burst.ts: 500 guests over 60 s,
 * each opening the first page and its thumbnails) on the scaled stack — PostgreSQL, Redis, media
 * in an S3 bucket — with one API process behind the proxy, then two. The gallery's 50 photos
 * are uploaded by a booth through the proxy first, so every file is in the bucket.
 */
import os from 'node:os';
import { TWO_API_PROCESSES } from '../apps/server/scale-out/harness/cluster.ts';
import { answeredBy } from '../apps/server/scale-out/harness/round-robin-proxy.ts';
import { signInBooth } from '../e2e/support/booth.ts';
import { twelveMegapixelJpeg } from './media-calls.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { GUEST_BURST_TARGET, guestBurst, meetsGuestBurstTarget } from './public-gallery-burst.ts';
import { withScaleOutStack } from './scale-out-stack.ts';

const PHOTOS = 50;

export async function benchScaleOutGuestBurst() {
  return withScaleOutStack('scale-out-guest-burst', seedLiveEvent, async ({ uuid }, stack) => {
    const galleryId = Buffer.from(uuid).toString('base64url');
    const runs = [];
    for (const processes of [TWO_API_PROCESSES.slice(0, 1), TWO_API_PROCESSES]) {
      const cluster = await stack.start(processes);
      if (runs.length === 0) {
        const booth = await signInBooth(cluster.url, uuid, BOOTH_PASSWORD);
        const photo = await twelveMegapixelJpeg();
        for (let index = 0; index < PHOTOS; index++)
          await booth.upload({ mediaType: 'photo', file: photo, fileName: `photo-${index}.jpg` });
      }
      const before = cluster.proxy.log.length;
      const loadAverageAtStart = Number(os.loadavg()[0]?.toFixed(1));
      const burst = await guestBurst(cluster.url, galleryId);
      runs.push({
        apiProcesses: processes.length,
        loadAverageAtStart,
        requestsPerProcess: answeredBy(cluster.proxy.log.slice(before), () => true),
        ...burst,
        meetsTarget: meetsGuestBurstTarget(burst),
      });
      await cluster.stop();
    }
    const [one, two] = runs;
    return {
      name: 'scale-out-guest-burst',
      description: `${one?.guests} guests arriving over ${one?.spreadSeconds} s open a public gallery of ${PHOTOS} photos stored in S3 (s3rver), its first page then its thumbnails, through a round-robin proxy to 1 and then 2 API processes on PostgreSQL and Redis, on a ${os.availableParallelism()}-core machine that also runs the proxy, s3rver, PostgreSQL and the guests`,
      oneProcessPageP95Ms: one?.firstPage.p95Ms,
      twoProcessesPageP95Ms: two?.firstPage.p95Ms,
      oneProcessThumbnailP95Ms: one?.thumbnail.p95Ms,
      twoProcessesThumbnailP95Ms: two?.thumbnail.p95Ms,
      runs,
      target: GUEST_BURST_TARGET,
      meetsTarget: runs.every((run) => run.meetsTarget),
    };
  });
}
