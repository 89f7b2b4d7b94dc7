/**
 * The booth kiosk as journeys run it: a Chromium of its own with a fake camera (only kiosk
 * journeys get those flags; the worker keeps it for its files), a fresh context per test at the kiosk's screen size, and an organiser's
 * event set up for it through the API (the calls made here go through the typed client).
 */
import { type ApiClient, createApiClient } from '@boothdeck/client';
import {
  accountSettingsEndpoints,
  eventEndpoints,
  filterEndpoints,
  formBuilderEndpoints,
  frameEndpoints,
  galleryEndpoints,
  gifEndpoints,
  incentiveOfferEndpoints,
  leadEndpoints,
  libraryEndpoints,
  type MediaType,
  micrositeEndpoints,
  publicGalleryEndpoints,
} from '@boothdeck/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { SESSION_KEY } from './api.ts';
import { CHROMIUM_FLAGS, saveScreenshot, workerBrowser } from './browser.ts';
import { createEventViaApi, wallTimeIn } from './events.ts';
import type { Journey } from './journey.ts';

export const IPAD_LANDSCAPE = { width: 1024, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** The event's admin password (createEventViaApi sets it) and the organiser's Exit From App PIN. */
export const ADMIN_PASSWORD = '1234';
export const EXIT_PIN = '9876';

const KIOSK_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

export type Kiosk = { page: Page; context: BrowserContext };

/** A kiosk of its own (a fresh context); `useKiosk` opens one per test, a journey with two opens the second. */
export async function openKiosk(baseUrl: string, viewport: { width: number; height: number }): Promise<Kiosk> {
  // Reduced motion stills the start screen's pulsing call, which no journey looks at: left on,
  // it redraws the screen sixty times a second for as long as the journey waits there.
  const context = await (await workerBrowser(KIOSK_FLAGS)).newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // A script error on a kiosk screen is printed, so a journey that stalls says why.
  page.on('pageerror', (error) => console.error('kiosk page error:', error.stack));
  return { page, context };
}

/** A kiosk per test: a fresh context (empty IndexedDB, no service worker) of the given size. */
export function useKiosk(baseUrl: () => string, viewport: { width: number; height: number }): Kiosk {
  const kiosk = {} as Kiosk;
  beforeEach(async () => {
    Object.assign(kiosk, await openKiosk(baseUrl(), viewport));
  });
  afterEach(async () => {
    await kiosk.context?.close();
  });
  return kiosk;
}

/** The organiser's API client, with the session the journey's page keeps. */
export async function organiserClient(journey: Journey): Promise<ApiClient> {
  const token = await journey.page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').state?.token as string,
    SESSION_KEY,
  );
  return createApiClient({ origin: journey.baseUrl, token: () => token });
}

export type BoothEventSetup = { eventId: number; uuid: string; galleryId: string };

const switchedOn = (options: Record<string, 0 | 1>) =>
  Object.fromEntries(Object.entries(options).filter(([, on]) => on === 1)) as Record<string, 1>;

/**
 * Options to switch on besides the usual ones (a 0 switches one off), the 3 in 1 animations (the
 * library's first ones in order, each with settings over three stills a second apart), and option
 * steps to save before the event is submitted.
 */
export type KioskEventChoices = {
  options?: Record<string, 0 | 1>;
  animations?: Array<{ number_of_frame?: number; individual_photo?: 'enabled' | 'disabled' }>;
  /** Option steps saved before the event is submitted. */
  steps?: (client: ApiClient, eventId: number) => Promise<void>;
};

/**
 * A submitted event a booth can run: photo, 3 in 1 GIF (three stills a second apart), boomerang
 * and video, a frame and a filter to choose, a social gallery, the guest's QR code, and the
 * organiser's Exit From App PIN switched on.
 */
export async function createKioskEvent(
  journey: Journey,
  name: string,
  { options = {}, animations = [{}], steps }: KioskEventChoices = {},
): Promise<BoothEventSetup> {
  const eventId = await createEventViaApi(journey.page, {
    name,
    startInMinutes: 5,
    features: { gallery: 1, sharing: 1, three_in_one: 1, video: 1, boomerang: 1 },
    options: switchedOn({ frame: 1, filters: 1, gif: 1, microsite: 1, qr_code: 1, ...options }),
    isFinal: false,
  });
  const client = await organiserClient(journey);
  await steps?.(client, eventId);
  const [{ frames }, { filterColor }, { gifList }, { micro_site }] = await Promise.all([
    client.call(libraryEndpoints.frames),
    client.call(libraryEndpoints.colorFilters),
    client.call(libraryEndpoints.gifList),
    client.call(libraryEndpoints.micrositeTemplates),
  ]);
  const first = <T>(list: T[], what: string): T => {
    const [item] = list;
    if (!item) throw new Error(`the library has no ${what}`);
    return item;
  };
  await client.call(frameEndpoints.save, { body: { eventId, photo_frame: first(frames, 'frame').id } });
  const sepia = filterColor.find((filter) => /sepia/i.test(filter.name)) ?? first(filterColor, 'filter');
  await client.call(filterEndpoints.save, { body: { eventId, option_filters: [sepia.id] } });
  await client.call(gifEndpoints.save, {
    body: {
      eventId,
      gif_setting: animations.map((settings, index) => ({
        gifId: (gifList[index] ?? first(gifList, '3 in 1 animation')).id,
        number_of_frame: 3,
        interval_count_down: 1,
        playback_speed: 3,
        ...settings,
      })),
    },
  });
  await client.call(micrositeEndpoints.save, {
    body: { eventId, microsite_template_id: first(micro_site, 'social gallery template').id, download: 1 },
  });
  await client.call(eventEndpoints.finalise, { params: { eventId } });
  await client.call(accountSettingsEndpoints.saveMemberSettings, {
    body: { name: 'exit_app', active_status: 1, password: EXIT_PIN },
  });
  const { event } = await client.call(eventEndpoints.show, { params: { id: eventId } });
  return { eventId, uuid: event.uuid, galleryId: Buffer.from(event.uuid).toString('base64') };
}

/** How many items of each type the organiser's gallery holds (asked as the journey's organiser, or through their client). */
export async function organiserGalleryCounts(
  organiser: Journey | ApiClient,
  eventId: number,
  types: readonly MediaType[],
) {
  const client = 'call' in organiser ? organiser : await organiserClient(organiser);
  const counts: Partial<Record<MediaType, number>> = {};
  for (const type of types) {
    const reply = await client.call(galleryEndpoints.items, { query: { event_id: eventId, gallery_item: type } });
    counts[type] = reply.gallery_photo.total;
  }
  return counts;
}

/** How many items the public gallery shows, of each type. */
export async function publicGalleryCounts(baseUrl: string, galleryId: string) {
  const client = createApiClient({ origin: baseUrl });
  const reply = await client.call(publicGalleryEndpoints.items, {
    params: { id: galleryId },
    query: { per_page: 100 },
  });
  const counts: Partial<Record<MediaType, number>> = {};
  for (const item of reply.gallery_items.data) counts[item.media_type] = (counts[item.media_type] ?? 0) + 1;
  return counts;
}

/** Waits until the organiser's gallery holds exactly `expected` of each type. */
export async function expectGalleryCounts(
  organiser: Journey | ApiClient,
  eventId: number,
  expected: Partial<Record<MediaType, number>>,
) {
  const types = Object.keys(expected) as MediaType[];
  await expect
    .poll(() => organiserGalleryCounts(organiser, eventId, types), { timeout: 30_000, interval: 500 })
    .toEqual(expected);
}

/** A screenshot of the kiosk's screen as a guest sees it (E2E_SCREENSHOTS=1), named with its size. */
export async function snapKiosk(page: Page, name: string) {
  const viewport = page.viewportSize();
  await saveScreenshot(page, `booth-${name}-${viewport?.width}x${viewport?.height}`, { fullPage: false });
}

/**
 * Opens the booth address from the event's QR code and signs in as its operator, then starts the
 * booth; `idleSeconds` chooses how soon guest screens go back to the start.
 */
export async function setUpBooth(
  page: Page,
  uuid: string,
  boothName: string,
  { idleSeconds = 0, beforeStart }: { idleSeconds?: number; beforeStart?: (page: Page) => Promise<void> } = {},
) {
  await page.goto(`/booth/?event=${uuid}`);
  await page.getByRole('heading', { name: 'Set up this booth' }).waitFor();
  await expect.poll(() => page.getByLabel('Event code').inputValue()).toBe(uuid);
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
  await page.getByLabel('Booth name').fill(boothName);
  await snapKiosk(page, 'sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByText(/pictures saved on this device/).waitFor({ timeout: 20_000 });
  const testShot = page.getByRole('button', { name: 'Take a test shot' });
  await expect.poll(() => testShot.isEnabled(), { timeout: 20_000 }).toBe(true);
  await testShot.click();
  await page.getByRole('img', { name: 'Test shot' }).waitFor();
  if (idleSeconds) await page.getByLabel('Back to the start screen after').selectOption(String(idleSeconds));
  await snapKiosk(page, 'setup');
  await beforeStart?.(page);
  await page.getByRole('button', { name: 'Start the booth' }).click();
}

/** A guest takes one capture in the named mode and keeps it; the booth shows its share screen, then the start. */
export async function takeAndKeep(page: Page, mode: string, { pickLook = false, name = '' } = {}) {
  await page.getByRole('button', { name: new RegExp(`^${mode}\\b`) }).click();
  const shutter = page.getByRole('button', { name: mode === 'Video' ? 'Start recording' : 'Take it' });
  await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
  if (pickLook) {
    await page.getByRole('group', { name: 'Frame' }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: 'Filter' }).getByRole('button').nth(1).click();
  }
  if (name) await snapKiosk(page, `capture-${name}`);
  await shutter.click();
  if (name) {
    await page.locator('.countdown__number').waitFor();
    await snapKiosk(page, `countdown-${name}`);
  }
  await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 40_000 });
  if (name) await snapKiosk(page, `review-${name}`);
  await page.getByRole('button', { name: 'Keep it' }).click();
  // Kept: the share screen with the QR code to it, then back to the start.
  await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
  if (name) await snapKiosk(page, `share-${name}`);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByText('Tap to start').waitFor();
}

/** The data-capture form a journey's event uses. */
export const GUEST_FORM = [
  { type: 'text', label: 'Full name', name: 'full_name', values: [] },
  { type: 'email', label: 'E-mail', name: 'email', values: [] },
] as const;

/** A submitted event whose booth takes photos, asks guests for their details and gives a voucher. */
export async function createLeadEvent(journey: Journey, name: string): Promise<BoothEventSetup> {
  const timeZone = 'UTC';
  const eventId = await createEventViaApi(journey.page, {
    name,
    timeZone,
    startInMinutes: 5,
    features: { gallery: 1, sharing: 1, data_capture: 1, offer: 1 },
    options: { form_builder: 1, incentive_offer: 1, email: 1, microsite: 1, qr_code: 1 },
  });
  const client = await organiserClient(journey);
  await client.call(formBuilderEndpoints.save, {
    body: { eventId, form_name: 'Stay in touch', form_data: GUEST_FORM.map((field) => ({ ...field, values: [] })) },
  });
  await client.call(incentiveOfferEndpoints.save, {
    body: {
      eventId,
      description: 'Show this voucher at the bar for one free coffee.',
      incentive_offer: [{ offer_name: 'Free coffee', uses_limit: 10, expire_in: wallTimeIn(timeZone, 3 * 24 * 60) }],
    },
  });
  const { event } = await client.call(eventEndpoints.show, { params: { id: eventId } });
  return { eventId, uuid: event.uuid, galleryId: Buffer.from(event.uuid).toString('base64') };
}

/** The leads the organiser sees for the event: name and e-mail. */
export async function organiserLeads(journey: Journey, eventId: number) {
  const client = await organiserClient(journey);
  const reply = await client.call(leadEndpoints.eventLeads, { params: { id: eventId } });
  return reply.event.data.map(({ name, email }) => ({ name, email }));
}

/** The organiser changes the event's admin password: every booth signed in with the old one is signed out. */
export async function changeAdminPassword(journey: Journey, eventId: number, password: string) {
  const client = await organiserClient(journey);
  await client.call(eventEndpoints.saveOptions, {
    body: { eventId, frame: 1, filters: 1, gif: 1, microsite: 1, qr_code: 1, password },
  });
}

/** Makes the page's camera refused, as when the browser's permission is denied. */
export async function refuseCamera(page: Page) {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}
