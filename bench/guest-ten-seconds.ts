/**
 * guest-ten-seconds: from the guest pressing the shutter to their photo on their own phone, as a
 * guest lives it, against the real server (SQLite). The kiosk (1024×768, Chromium's fake camera
 * playing a noisy 1080p clip) takes a photo with the event's countdown, the guest keeps it at
 * once, the share screen shows its QR code; the bench reads the code's address the way a phone
 * does (the code drawn on the screen is checked to encode that address), allows SCAN_MS from
 * the code's showing for the phone's camera to read it, and opens it in a phone-sized page
 * (390×844, 3× pixels, an empty cache: a guest's phone, its browser already running), which waits
 * on the pending page until the photo is shown, decoded. BENCH_GUEST_RUNS (20) runs after one warm-up; target p95 < 10 s.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { matchAddress } from '@boothdeck/client';
import { boothMediaEndpoints } from '@boothdeck/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHROMIUM_FLAGS } from '../e2e/support/browser.ts';
import { writeNoisyCameraClip } from '../packages/capture/harness/noisy-camera.ts';
import { median, percentile, withBenchDatabase } from './bench-database.ts';
import { untilEnabled } from './kiosk-page.ts';
import { BOOTH_PASSWORD, seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const RUNS = Number(process.env.BENCH_GUEST_RUNS ?? 20);
const WARM_UPS = 1;
/** A phone's camera app finding the code and opening its address (measured by hand: about 2 s). */
const SCAN_MS = 2000;
const TARGET_P95_MS = 10_000;
const KIOSK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The QR code's modules as qrcode.react draws them: equal paths mean the same encoded address. */
const modulesOf = (svg: string) => [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]);
const qrModulesFor = (address: string) =>
  modulesOf(renderToStaticMarkup(createElement(QRCodeSVG, { value: address, marginSize: 2, level: 'M' })));

/** Waits until a button can be pressed (the camera is up). */
/** The kiosk signed in to the event and started, on its attract screen. */
async function startKiosk(browser: Browser, baseUrl: string, uuid: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: KIOSK });
  const page = await context.newPage();
  await page.goto(`/booth/?event=${uuid}`);
  await page.getByLabel('Admin password').fill(BOOTH_PASSWORD);
  await page.getByLabel('Booth name').fill('Bench booth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const testShot = page.getByRole('button', { name: 'Take a test shot' });
  await untilEnabled(testShot);
  await testShot.click();
  await page.getByRole('img', { name: 'Test shot' }).waitFor();
  await page.getByRole('button', { name: 'Start the booth' }).click();
  await page.getByText('Tap to start').waitFor();
  return page;
}

type Run = {
  totalMs: number;
  shutterToReviewMs: number;
  keptToShareScreenMs: number;
  keptToUploadedMs: number;
  phoneOpenedToPhotoMs: number;
  previewBytes: number;
};

/** One guest: shutter → countdown → keep → QR → phone → photo shown. */
async function oneGuest(browser: Browser, kiosk: Page): Promise<Run> {
  let uploadedAt = 0;
  const onUploaded = (response: { url(): string; request(): { method(): string } }) => {
    if (matchAddress(boothMediaEndpoints.upload, response.request().method(), response.url()))
      uploadedAt = performance.now();
  };
  kiosk.on('response', onUploaded);
  // The guest's phone is on, its browser running, before the shutter.
  const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    const bytesOf = new Map<string, Promise<number>>();
    page.on('response', (response) =>
      bytesOf.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      ),
    );
    await kiosk.getByRole('button', { name: /^Photo\b/ }).click();
    const shutter = kiosk.getByRole('button', { name: 'Take it' });
    await untilEnabled(shutter);

    const pressed = performance.now();
    await shutter.click();
    await kiosk.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 30_000 });
    const reviewed = performance.now();
    await kiosk.getByRole('button', { name: 'Keep it' }).click();
    const kept = performance.now();
    await kiosk.getByRole('heading', { name: 'Take it with you' }).waitFor();
    const shared = performance.now();
    const address = (await kiosk.locator('.kiosk-qr__address').textContent()) ?? '';
    // The phone's camera reads the code from the moment it is on the screen.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shared + SCAN_MS - performance.now())));

    const opened = performance.now();
    await page.goto(address);
    await page.getByRole('img', { name: 'photo' }).waitFor({ timeout: 60_000 });
    // In the page (this package is compiled without the DOM's types).
    const source = await page.evaluate<string>(
      `(async () => { const image = document.querySelector('img[alt="photo"]'); await image.decode(); return image.currentSrc; })()`,
    );
    const shown = performance.now();

    // Checked after the clock stops: the code drawn on the kiosk encodes the address the phone opened.
    const drawn = await Promise.all(
      (await kiosk.locator('.kiosk-qr svg path').all()).map((path) => path.getAttribute('d')),
    );
    if (drawn.join('|') !== qrModulesFor(address).join('|')) throw new Error(`the QR code does not encode ${address}`);
    return {
      totalMs: shown - pressed,
      shutterToReviewMs: reviewed - pressed,
      keptToShareScreenMs: shared - kept,
      keptToUploadedMs: uploadedAt ? uploadedAt - kept : Number.NaN,
      phoneOpenedToPhotoMs: shown - opened,
      previewBytes: (await bytesOf.get(source)) ?? 0,
    };
  } finally {
    kiosk.off('response', onUploaded);
    await phone.close();
    await kiosk.getByRole('button', { name: 'Done' }).click();
    await kiosk.getByText('Tap to start').waitFor();
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: percentile(sorted, 100) };
};

export async function benchGuestTenSeconds() {
  return withBenchDatabase('sqlite', 'guest-ten-seconds', seedLiveEvent, async ({ uuid }, environment) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guest-ten-seconds-'));
    const server = await startProductionServer(environment);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${await writeNoisyCameraClip(dir)}`,
      ],
    });
    try {
      const kiosk = await startKiosk(browser, server.baseUrl, uuid);
      const loadAtStart = Number(os.loadavg()[0]?.toFixed(1));
      const runs: Run[] = [];
      for (let index = 0; index < WARM_UPS + RUNS; index++) {
        const run = await oneGuest(browser, kiosk);
        if (index >= WARM_UPS) runs.push(run);
      }
      const total = stats(runs.map((run) => run.totalMs));
      return {
        name: 'guest-ten-seconds',
        description:
          "Shutter → the photo shown on the guest's phone: a 1024×768 kiosk (fake camera, noisy 1080p) takes a photo with the event's countdown and the guest keeps it at once; its share QR code is read and, after a 2 s allowance for the phone's camera, opened in a fresh 390×844 phone page (3× pixels, empty cache) that waits on the pending page until the photo is decoded. Real server on SQLite, same machine, no network throttling",
        chromium: browser.version(),
        // The machine is shared: its load while the runs took place (1-minute average, at the start and end).
        loadAverage: { start: loadAtStart, end: Number(os.loadavg()[0]?.toFixed(1)) },
        cpus: os.cpus().length,
        runs: runs.length,
        scanAllowanceMs: SCAN_MS,
        shutterToPhotoOnPhone: total,
        shutterToReview: stats(runs.map((run) => run.shutterToReviewMs)),
        keptToShareScreen: stats(runs.map((run) => run.keptToShareScreenMs)),
        keptToUploadStored: stats(runs.map((run) => run.keptToUploadedMs)),
        phoneOpenedToPhotoShown: stats(runs.map((run) => run.phoneOpenedToPhotoMs)),
        photoOnPhoneBytes: median(runs.map((run) => run.previewBytes)),
        target: `shutter → photo on the phone p95 < ${TARGET_P95_MS} ms`,
        result: total.p95Ms < TARGET_P95_MS ? 'PASS' : 'FAIL',
        meetsTarget: total.p95Ms < TARGET_P95_MS,
      };
    } finally {
      await browser.close();
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
}
