/** System Chromium through playwright-core, with the flags this machine needs. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(args: string[] = CHROMIUM_FLAGS): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}

const launched = new Map<string, Promise<Browser>>();

/**
 * The worker's Chromium with these flags, launched by the first journey that asks for it and kept
 * for every file the worker runs (a launch costs up to a second of CPU more than a context).
 * Each test still gets a fresh context. Playwright closes it when the worker exits; one that
 * crashed is launched again.
 */
export function workerBrowser(args: string[] = CHROMIUM_FLAGS): Promise<Browser> {
  const key = args.join(' ');
  let browser = launched.get(key);
  if (!browser) {
    browser = launchBrowser(args);
    launched.set(key, browser);
    browser.then(
      (started) => started.on('disconnected', () => launched.delete(key)),
      () => launched.delete(key),
    );
  }
  return browser;
}

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** Screenshots are for a person to look at, so they are taken only when asked for. */
export const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot under e2e/screenshots, of the whole page unless `fullPage` is false. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
