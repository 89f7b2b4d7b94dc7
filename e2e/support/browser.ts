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

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots for a person to look at. */
/** Screenshots are for a person to look at, so they are taken only when asked for. */
export const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
