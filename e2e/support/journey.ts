/** Per-file browser setup for journeys: one Chromium, a fresh context (empty storage) per test. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './browser.ts';

export type Journey = { page: Page; baseUrl: string; dataDir: string };

export function useJourney(): Journey {
  const journey = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') } as Journey;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: journey.baseUrl, viewport: { width: 1280, height: 800 } });
    journey.page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return journey;
}

let counter = 0;
/** An e-mail address no other test has used in this run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

export const PASSWORD = 'booth-pass-1';
