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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

let shared: Promise<Browser> | undefined;

/** The test file's one Chromium, launched by its first journey; each test still gets a fresh context. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** Screenshots are for a person to look at, so they are taken only when asked for. */
export const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot under e2e/screenshots, of the whole page unless `fullPage` is false. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
