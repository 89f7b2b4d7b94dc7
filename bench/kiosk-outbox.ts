/**
 * The kiosk's outbox in headless Chromium against the real server (the outbox lab page, see
 * e2e/support/booth-lab.ts):
 * - 50 captures kept with the browser offline, then the network back: all uploaded, none twice
 *   (each upload request counted in the browser, each item in the organiser's gallery), and the
 *   time from the network coming back until the last is stored;
 * - a 1920 × 1080 photo kept (handed to the outbox) until the organiser's gallery lists it with
 *   its picture, online, one at a time (target p95 < 2 s).
 */
import { matchAddress } from '@boothdeck/client';
import { boothMediaEndpoints, galleryEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { boothLabAddress, labSnapshot, queueLabPhoto, serveBoothLab, waitForLab } from '../e2e/support/booth-lab.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { apiOn } from './api.ts';
import { percentile, withBenchDatabase } from './bench-database.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const OFFLINE_CAPTURES = 50;
const VISIBLE_CAPTURES = Number(process.env.BENCH_KIOSK_CAPTURES ?? 20);
const WARM_UP = 2;
const FULL_HD = { width: 1920, height: 1080 };

const sentCount = async (page: Page) => (await labSnapshot(page)).counts.sent;

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function benchKioskOutbox() {
  return withBenchDatabase('sqlite', 'kiosk-outbox', seedLiveEvent, async ({ token, uuid, eventId }, environment) => {
    const server = await startProductionServer(environment);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await serveBoothLab(context, server.baseUrl);
      const page = await context.newPage();
      let uploads = 0;
      page.on('request', (request) => {
        if (matchAddress(boothMediaEndpoints.upload, request.method(), request.url())) uploads += 1;
      });
      await page.goto(boothLabAddress(server.baseUrl, { uuid, password: BOOTH_PASSWORD }));
      await waitForLab(page);
      const organiser = apiOn(server.baseUrl, token);
      const photosInGallery = async () =>
        (
          await organiser.call(galleryEndpoints.items, {
            query: { event_id: eventId, gallery_item: 'photo', per_page: 100 },
          })
        ).gallery_photo;

      // 50 kept offline, then the network back.
      await context.setOffline(true);
      for (let index = 0; index < OFFLINE_CAPTURES; index++) {
        await queueLabPhoto(page, `Offline ${index + 1}`);
      }
      const backOnline = performance.now();
      await context.setOffline(false);
      await until(async () => (await sentCount(page)) === OFFLINE_CAPTURES, 120_000);
      const drainMs = performance.now() - backOnline;
      const offlineGallery = await photosInGallery();
      const distinct = new Set(offlineGallery.data.map((item) => item.id)).size;
      const offlineUploads = uploads;

      // Kept → visible, online, one at a time.
      const visible: number[] = [];
      for (let index = 0; index < WARM_UP + VISIBLE_CAPTURES; index++) {
        const expected = OFFLINE_CAPTURES + index + 1;
        const started = performance.now();
        await queueLabPhoto(page, `Online ${index + 1}`, FULL_HD);
        await until(async () => {
          const gallery = await photosInGallery();
          return gallery.total === expected && gallery.data[0]?.event_photo !== null;
        }, 30_000);
        if (index >= WARM_UP) visible.push(performance.now() - started);
      }
      const sorted = visible.sort((a, b) => a - b);
      const p95Ms = percentile(sorted, 95);
      const allOnce = offlineGallery.total === OFFLINE_CAPTURES && distinct === OFFLINE_CAPTURES;
      return {
        name: 'kiosk-outbox',
        description:
          'Booth outbox in headless Chromium: 50 captures (640×480 JPEG) kept offline then the network back, until all are stored; then a 1920×1080 photo kept until the organiser gallery lists it with its picture, online (SQLite)',
        offline: {
          captures: OFFLINE_CAPTURES,
          uploadRequests: offlineUploads,
          inGallery: offlineGallery.total,
          distinctItems: distinct,
          allUploadedOnce: allOnce && offlineUploads === OFFLINE_CAPTURES,
          drainMs: Number(drainMs.toFixed(0)),
          perCaptureMs: Number((drainMs / OFFLINE_CAPTURES).toFixed(1)),
        },
        keptToVisible: {
          captures: VISIBLE_CAPTURES,
          p50Ms: percentile(sorted, 50),
          p95Ms,
          maxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
        },
        target: 'all 50 uploaded exactly once; kept → visible p95 < 2000 ms',
        meetsTarget: allOnce && offlineUploads === OFFLINE_CAPTURES && p95Ms < 2000,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}
