/**
 * The kiosk as an appliance that never goes blank, broken on purpose while guests use it: a new
 * version of the kiosk published mid-capture, the share screen's code failing to arrive (once,
 * then for good), and the share screen throwing as it draws. The booth runs from a copy of the
 * built kiosk on a server of this file's own, so publishing a new version (a changed sw.js) touches
 * no other journey; the share screen's code is broken in the service worker's cache, where the
 * kiosk's files are answered from.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  createKioskEvent,
  EXIT_PIN,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  setUpBooth,
  snapKiosk,
  useKiosk,
} from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { ROOT, type ServerProcess, startServer } from '../support/server-process.ts';

const BUILT = path.join(ROOT, 'apps/booth/dist');
const BROKEN_ON_PURPOSE = 'The share screen broke on purpose';

let server: ServerProcess;
let published: string;
beforeAll(async () => {
  // The built kiosk, all but its service worker linked: sw.js is this file's to change.
  published = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-kiosk-build-'));
  for (const name of await fs.readdir(BUILT))
    if (!name.startsWith('sw.js')) await fs.symlink(path.join(BUILT, name), path.join(published, name));
  await fs.copyFile(path.join(BUILT, 'sw.js'), path.join(published, 'sw.js'));
  server = await startServer({ BOOTH_DIST_DIR: published });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(published, { recursive: true, force: true });
});

/** Publishes a new version of the kiosk: the same files under a new build id. */
async function publishNewVersion() {
  const worker = await fs.readFile(path.join(BUILT, 'sw.js'), 'utf8');
  await fs.writeFile(
    path.join(published, 'sw.js'),
    worker.replace(/const BUILD_ID = '([^']*)'/, "const BUILD_ID = '$1-next'"),
  );
}

/** What the service worker answers for `url` from now on (a status without a body: the code does not arrive). */
function answerFromCache(page: Page, url: string, answer: { body: string } | { status: number }) {
  return page.evaluate(
    async ({ url, answer }) => {
      const response =
        'body' in answer
          ? new Response(answer.body, { headers: { 'content-type': 'text/javascript' } })
          : new Response('', { status: answer.status });
      for (const name of await caches.keys())
        if (name.startsWith('boothdeck-shell-')) await (await caches.open(name)).put(url, response.clone());
    },
    { url, answer },
  );
}

const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('boothdeck-shell-')));
const newVersionWaits = (page: Page) =>
  page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);

/** A guest takes a photo and keeps it; `whileOnCamera` runs with the guest on the camera screen. */
async function guestKeepsAPhoto(page: Page, whileOnCamera?: () => Promise<void>) {
  await page.getByRole('button', { name: /^Photo\b/ }).click();
  const shutter = page.getByRole('button', { name: 'Take it' });
  await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
  await whileOnCamera?.();
  await shutter.click();
  await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Keep it' }).click();
}

// What breaks does not depend on the screen's size: one device, the booth's first.
describe('the booth kiosk as an appliance, on an iPad in landscape', () => {
  const journey = useJourney({}, () => server);
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);

  it('takes a new version only on the start screen, and sends guests back to the start when a screen breaks, with the queue and the operator corner intact', async () => {
    await becomeMonthlyProMember(journey, 'booth-appliance');
    const event = await createKioskEvent(journey, 'Harbour Appliance');
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth appliance');
    const startScreen = page.getByText('Tap to start');
    await startScreen.waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
    const [firstVersion] = await shellCaches(page);

    const shareChunk = (await fs.readdir(path.join(BUILT, 'assets'))).find((name) => /^share-.*\.js$/.test(name));
    if (!shareChunk) throw new Error('the built kiosk has no share screen chunk');
    const shareUrl = `/booth/assets/${shareChunk}`;
    const shareCode = await fs.readFile(path.join(BUILT, 'assets', shareChunk), 'utf8');
    const shareLoads: number[] = [];
    let healAfterOneFailure = false;
    page.on('response', (response) => {
      if (!response.url().endsWith(shareUrl)) return;
      shareLoads.push(response.status());
      if (healAfterOneFailure) void answerFromCache(page, shareUrl, { body: shareCode });
      healAfterOneFailure = false;
    });

    // 1. A new version is published while the guest is on the camera: it installs and waits.
    await page.evaluate(() => Object.assign(window, { sameKioskPage: true }));
    // The share screen's code will fail to arrive the first time only.
    await answerFromCache(page, shareUrl, { status: 503 });
    healAfterOneFailure = true;
    await guestKeepsAPhoto(page, async () => {
      await publishNewVersion();
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect.poll(() => newVersionWaits(page)).toBe(true);
    });
    // Loaded again after the failure: the guest gets the share screen, still under the old version.
    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
    expect(shareLoads[0]).toBe(503);
    expect(shareLoads).toContain(200);
    expect(await newVersionWaits(page)).toBe(true);
    expect(await page.evaluate(() => 'sameKioskPage' in window)).toBe(true);
    expect(await shellCaches(page)).toContain(firstVersion);
    // Back on the start screen with nothing sending, the new version takes over.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.evaluate(() => 'sameKioskPage' in window).catch(() => true), { timeout: 20_000 })
      .toBe(false);
    await startScreen.waitFor();
    expect(await shellCaches(page)).toEqual([`${firstVersion}-next`]);

    // 2. The share screen's code never arrives: tried again, then the guest is back at the start.
    shareLoads.length = 0;
    await answerFromCache(page, shareUrl, { status: 503 });
    await guestKeepsAPhoto(page);
    await startScreen.waitFor();
    // (Each attempt asks for it; the first may also preload it.)
    expect(shareLoads.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shareLoads)).toEqual(new Set([503]));

    // 3. The share screen throws as it draws: the guest is back at the start again.
    await answerFromCache(page, shareUrl, {
      body: `${shareCode.replace(/\bas ShareScreen\b/, 'as ShareScreenKept')}
export function ShareScreen() { throw new Error(${JSON.stringify(BROKEN_ON_PURPOSE)}); }`,
    });
    await guestKeepsAPhoto(page);
    await startScreen.waitFor();
    await page.getByRole('button', { name: /^Photo\b/ }).waitFor();
    await snapKiosk(page, 'attract-after-a-broken-screen');

    // Every photo kept and sent; staff reach the operator screen, which lists both problems.
    await expectGalleryCounts(journey, event.eventId, { photo: 3 });
    await page.keyboard.press('Control+Alt+o');
    await page.getByRole('heading', { name: 'Staff only' }).waitFor();
    await page.keyboard.type(EXIT_PIN);
    await page.getByText('Online · 0 waiting to send').waitFor();
    await page.getByText('2 problems logged on this booth', { exact: false }).waitFor();
    await snapKiosk(page, 'operator-support');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export support log' }).click(),
    ]);
    const report = JSON.parse(await fs.readFile((await download.path()) ?? '', 'utf8'));
    expect(report.faults.map((fault: { where: string; message: string }) => fault.where)).toEqual(['share', 'share']);
    expect(report.faults[0].message).toMatch(/dynamically imported module/);
    expect(report.faults[1].message).toBe(`Error: ${BROKEN_ON_PURPOSE}`);
    expect(report.queue.pending).toBe(0);
    await page.getByRole('button', { name: 'Back to the booth' }).click();
    await startScreen.waitFor();
  }, 180_000);
});
