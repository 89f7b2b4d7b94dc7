/**
 * Twenty booths at one event, each uploading a 5 MB camera photo at the same moment, in waves
 * (the next wave once every booth has its answer, as booths that queued captures during a Wi-Fi
 * drop send them when it returns): how long from each POST booth/media until gallery-items lists
 * the photo (target p95 < 5 s), that none is lost, and the server's peak memory above idle.
 * Alongside, the CPU the server's own picture-making takes for that photo, measured alone in
 * this process: on a machine shared with other work the burst's times swing with the load, that
 * figure much less.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { galleryEndpoints } from '@boothdeck/contract';
import { imageWork, stillPictures } from '../apps/server/src/modules/media/index.ts';
import { type Booth, signInBooth } from '../e2e/support/booth.ts';
import { apiOn } from './api.ts';
import { percentile, withBenchDatabase } from './bench-database.ts';
import { twelveMegapixelJpeg } from './media-calls.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';
import { whileSamplingMemory } from './streamed-download.ts';

const BOOTHS = 20;
const WAVES = Number(process.env.BENCH_WAVES ?? 3);
/** Sensor noise that makes the 12-megapixel test photo about 5 MB, a phone or DSLR's JPEG. */
const FIVE_MB_NOISE = 64;
const TARGET_P95_MS = 5000;
const PICTURE_RUNS = 7;

/** CPU seconds (user + system) the process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Median CPU milliseconds (every thread of this process) of the kept file, preview and thumbnail
 * of one photo, made one after another from a file as an upload is.
 */
async function picturesCpuMs(photo: Buffer): Promise<number> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'booth-burst-'));
  try {
    const file = path.join(folder, 'capture.upload');
    await fs.writeFile(file, photo);
    // Through the server's image queue, with its libvips settings (no operation cache).
    const makePictures = () => imageWork(() => stillPictures(file, 'jpeg'));
    await makePictures();
    const runs: number[] = [];
    for (let run = 0; run < PICTURE_RUNS; run++) {
      const before = process.cpuUsage();
      await makePictures();
      const used = process.cpuUsage(before);
      runs.push((used.user + used.system) / 1000);
    }
    runs.sort((a, b) => a - b);
    return Math.round(percentile(runs, 50));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

export async function benchBoothBurst() {
  return withBenchDatabase('sqlite', 'booth-burst', seedLiveEvent, async ({ token, uuid, eventId }, environment) => {
    const server = await startProductionServer(environment);
    try {
      const photo = await twelveMegapixelJpeg(FIVE_MB_NOISE);
      const picturesCpuMsPerPhoto = await picturesCpuMs(photo);
      const booths: Booth[] = [];
      for (let booth = 0; booth < BOOTHS; booth++) booths.push(await signInBooth(server.baseUrl, uuid, BOOTH_PASSWORD));
      const organiser = apiOn(server.baseUrl, token);
      const listed = async () => {
        const query = { event_id: eventId, gallery_item: 'photo', per_page: 100 } as const;
        const { gallery_photo } = await organiser.call(galleryEndpoints.items, { query });
        return new Set(gallery_photo.data.filter((item) => item.event_photo).map((item) => item.id));
      };
      // The reply comes once the photo is stored, so the first look finds it; the loop is the check.
      const untilVisible = async (id: number) => {
        while (!(await listed()).has(id)) await new Promise((resolve) => setTimeout(resolve, 100));
      };
      // One upload first, so the first wave does not pay the server's warm-up.
      await booths[0]?.upload({ mediaType: 'photo', file: photo, fileName: 'warm-up.jpg' });

      const cpuBefore = await cpuSeconds(server.pid);
      const loadAverage = os.loadavg()[0];
      const visibleMs: number[] = [];
      const replyMs: number[] = [];
      const ids: number[] = [];
      const { idleRssMb, peakRssAboveIdleMb } = await whileSamplingMemory(server.pid, async () => {
        for (let wave = 0; wave < WAVES; wave++) {
          await Promise.all(
            booths.map(async (booth) => {
              const started = performance.now();
              const media = await booth.upload({ mediaType: 'photo', file: photo, fileName: 'capture.jpg' });
              replyMs.push(performance.now() - started);
              await untilVisible(media.id);
              visibleMs.push(performance.now() - started);
              ids.push(media.id);
            }),
          );
        }
      });
      const serverCpuSeconds = (await cpuSeconds(server.pid)) - cpuBefore;
      const shown = await listed();
      const lost = ids.filter((id) => !shown.has(id)).length;
      const sorted = visibleMs.sort((a, b) => a - b);
      const p95Ms = percentile(sorted, 95);
      const meetsTarget = p95Ms < TARGET_P95_MS && lost === 0;
      console.log(
        `booth-burst: ${meetsTarget ? 'PASS' : 'FAIL'}, p95 ${(p95Ms / 1000).toFixed(1)} s (target < ${TARGET_P95_MS / 1000} s), ${lost} lost, load average ${loadAverage?.toFixed(1)} on ${os.availableParallelism()} cores`,
      );
      return {
        name: 'booth-burst',
        description: `${BOOTHS} booths each uploading a ${(photo.length / 1_048_576).toFixed(1)} MB 12-megapixel JPEG at once, ${WAVES} waves: POST booth/media until gallery-items lists the photo`,
        booths: BOOTHS,
        uploads: visibleMs.length,
        photoBytes: photo.length,
        lost,
        replyP95Ms: percentile(
          replyMs.sort((a, b) => a - b),
          95,
        ),
        p50Ms: percentile(sorted, 50),
        p95Ms,
        maxMs: Number(Math.max(...sorted).toFixed(1)),
        idleRssMb,
        peakRssAboveIdleMb,
        // What the machine was doing besides: with other work on its cores, a burst waits for them too.
        cores: os.availableParallelism(),
        loadAverageAtStart: Number(loadAverage?.toFixed(1)),
        serverCpuMsPerPhoto: Number(((serverCpuSeconds * 1000) / visibleMs.length).toFixed(0)),
        picturesCpuMsPerPhoto,
        target: `p95 < ${TARGET_P95_MS} ms, none lost`,
        verdict: meetsTarget ? 'PASS' : 'FAIL',
        meetsTarget,
      };
    } finally {
      await server.stop();
    }
  });
}
