/**
 * The built kiosk in a benchmark's Chromium: its sign-in, its modes and choices, and what is
 * counted in the page (the live preview's frame rates, the guest's wait for the review screen).
 * Page code is passed as strings: this package is compiled without the DOM's types, and the
 * bundler's helpers must never reach the page.
 */
import type { Locator, Page } from 'playwright-core';
import { percentile } from './bench-database.ts';
import { BOOTH_PASSWORD } from './media-seed.ts';

/** Chromium's own fake camera, asked for no permission; a clip may replace its test pattern. */
export const fakeCameraFlags = (clip?: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  ...(clip ? [`--use-file-for-fake-video-capture=${clip}`] : []),
];

/**
 * Waits for a button to be enabled, polling (a string predicate would be evaluated in the page,
 * which the kiosk's content security policy forbids).
 */
export async function untilEnabled(button: Locator) {
  const deadline = Date.now() + 60_000;
  await button.waitFor({ timeout: 60_000 });
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error('the button stayed disabled');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const shutterReady = (page: Page) => untilEnabled(page.getByRole('button', { name: 'Take it' }));

/** Signs the kiosk in to the event and starts it, on its attract screen. */
export async function signIn(page: Page, baseUrl: string, uuid: string) {
  await page.goto(`${baseUrl}/booth/?event=${uuid}`);
  await page.getByLabel('Admin password').fill(BOOTH_PASSWORD);
  await page.getByLabel('Booth name').fill('Bench booth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/pictures saved on this device/).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Start the booth' }).click();
}

/** From the attract screen into a mode (its button's name starts with `label`), the shutter ready. */
export async function openMode(page: Page, label: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}\\b`) }).click();
  await shutterReady(page);
}

/** Chooses a backdrop by name ("None" for none); a backdrop's preview must draw a few frames. */
export async function chooseBackdrop(page: Page, backdrop: string) {
  await page
    .getByRole('group', { name: 'Backdrop' })
    .getByRole('button', { name: backdrop })
    .click({ timeout: 60_000 });
  if (backdrop !== 'None') {
    const preview = page.getByLabel('Live view with backdrop');
    const deadline = Date.now() + 60_000;
    while (Number((await preview.getAttribute('data-frames').catch(() => null)) ?? 0) <= 2) {
      if (Date.now() > deadline) throw new Error('the backdrop preview drew nothing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Frames per second of the camera's video and of the backdrop preview over `seconds`, counted in the page. */
export async function frameRates(
  page: Page,
  seconds: number,
): Promise<{ cameraFps: number; backdropFps: number | null }> {
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
  })(${seconds})`);
}

/**
 * One shutter press to the review screen, timed in the page: from the end of the last countdown
 * (the moment its "1" has shown for a second, when the last picture is taken; a sequence counts
 * down before each picture, "Photo 2 of 3") to the review screen's "Keep it". Then Retake, back
 * to the ready shutter.
 */
export async function timeShutterToReview(page: Page): Promise<number> {
  const watching = page.evaluate(`new Promise((resolve) => {
    let lastOneAt = 0;
    let shown = '';
    const observer = new MutationObserver(() => {
      const number = document.querySelector('.countdown__number')?.textContent ?? '';
      const now = number + (document.querySelector('.countdown__of')?.textContent ?? '');
      if (number === '1' && now !== shown) lastOneAt = performance.now();
      shown = now;
      const keep = [...document.querySelectorAll('button')].some((button) => button.textContent === 'Keep it');
      if (keep && lastOneAt > 0) {
        observer.disconnect();
        resolve(performance.now() - (lastOneAt + 1000));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`);
  await page.getByRole('button', { name: 'Take it' }).click();
  const millis = await watching;
  await page.getByRole('button', { name: 'Retake' }).click({ timeout: 60_000 });
  await shutterReady(page);
  return millis as number;
}

export type TimingSummary = { runs: number; p50Ms: number; p95Ms: number; maxMs: number };

/** Timings in milliseconds, rounded: how many, p50, p95 and the slowest. */
export function timingSummary(millis: number[]): TimingSummary {
  const sorted = millis.map(Math.round).sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: percentile(sorted, 100),
  };
}

/** Shutter → review `runs` times after one warm-up, retaken each time. */
export async function shutterTimes(page: Page, runs: number): Promise<TimingSummary> {
  const millis: number[] = [];
  for (let index = 0; index <= runs; index++) {
    const taken = await timeShutterToReview(page);
    if (index > 0) millis.push(taken);
  }
  return timingSummary(millis);
}
