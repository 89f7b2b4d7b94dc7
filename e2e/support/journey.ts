/** Per-test browser setup for journeys: the worker's one Chromium, a fresh context (empty storage) per test. */
import { randomBytes, randomInt } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';
import { rememberVisitor } from './api.ts';
import { workerBrowser } from './browser.ts';

export type Journey = { page: Page; baseUrl: string; dataDir: string };

/** The desktop window journeys run in; E2E_DESKTOP_WIDTH widens it for screenshots at other widths. */
const DESKTOP = { width: Number(process.env.E2E_DESKTOP_WIDTH ?? 1280), height: 800 };

/** A server of a journey's own, started in its `beforeAll`, in place of the run's one server. */
export type JourneyServer = () => Pick<Journey, 'baseUrl' | 'dataDir'>;

/**
 * `settings` override the browser's settings, e.g. a phone's viewport or another time zone;
 * `server` names a server the file started itself (with settings of its own) to visit instead.
 */
export function useJourney(
  settings: Pick<BrowserContextOptions, 'viewport' | 'timezoneId'> = {},
  server?: JourneyServer,
): Journey {
  const journey = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') } as Journey;
  let context: BrowserContext;
  beforeEach(async () => {
    if (server) Object.assign(journey, server());
    const browser = await workerBrowser();
    // A visitor of its own, so per-address rate limits count each test apart, as for real visitors.
    const visitorAddress = nextVisitorAddress();
    context = await browser.newContext({
      baseURL: journey.baseUrl,
      viewport: DESKTOP,
      ...settings,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress },
    });
    rememberVisitor(context, { address: visitorAddress, origin: journey.baseUrl });
    journey.page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  return journey;
}

// Each worker (support modules are shared by the files a worker runs) has a random /24 for its visitors.
const visitorNetwork = `10.${randomInt(256)}.${randomInt(256)}`;
let visitors = 0;
const nextVisitorAddress = () => `${visitorNetwork}.${(visitors++ % 254) + 1}`;

// Workers run files side by side against one server and one outbox: each worker's addresses carry a tag of its own.
const fileTag = randomBytes(3).toString('hex');
let counter = 0;
/** An e-mail address no other test has used in this run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${fileTag}${counter++}@example.com`;

export const PASSWORD = 'booth-pass-1';
