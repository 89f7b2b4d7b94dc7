/**
 * Every address of the product's route table, opened by a signed-in organiser: none may show the
 * not-found page.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import { OPTION_STEPS } from '@boothdeck/contract/option-steps';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEventViaApi, eventUuidOf, moveEventIntoPast } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

/** The route table as the product names it; `{name}` parts are filled from a real event. */
const GUEST_ONLY = ['/', '/register', '/verify-email/{code}', '/resend/email', '/forgot', '/reset/{token}'];
const PUBLIC = [
  '/social/gallery/{base64 id}',
  '/social/gallery/view/{base64 id}',
  '/social/gallery/password/{base64 id}',
  '/social/slide-show/{id}',
  '/offer/avail/{id}/{uuid}/{voucherNo}',
  '/join/{token}',
  '/error',
];
const SIGNED_IN = [
  '/gallery/share/two/{id}',
  '/gallery/share/view/two/{id}',
  '/gallery/share/three/{id}',
  '/gallery/share/view/three/{id}',
  '/gallery/share/password',
  '/change/password',
  '/data-capture',
  '/data-capture/payment',
  '/data-capture/payment/success',
  '/data-capture-view/{id}',
  '/sms-billing',
  '/event',
  '/event/create',
  '/event/info/edit/{id}',
  '/event/feature',
  '/event/feature/edit/{id}',
  '/event/options',
  '/event/options/edit/{id}',
  // Each option step's wizard page and edit screen, as its row in the contract publishes them.
  ...OPTION_STEPS.flatMap((step) => [step.path, step.editPath.replace(':id', '{id}')]),
  '/event/branding',
  '/dashboard',
  '/live-event',
  '/upcoming-event',
  '/past-event',
  '/event-analytic/{id}',
  '/event-report/{id}',
  '/event-photos/{id}',
  '/event-photos-fullscreen',
  '/social-template',
  '/event/payment-success',
  '/event/summary',
  '/event/device',
  '/show/event/{id}',
  '/member-settings',
  '/webhooks',
  '/team',
  // A client's start page: the owner sees the page saying it is not for their role.
  '/my-events',
  '/edit-email-template/{templateId}',
  '/edit-email-template/{templateId}/{id}',
  '/edit-socail-template/{templateId}',
  '/edit-socail-template/{templateId}/{id}',
  '/form-builder',
  '/profile',
  // Package choice and payment sit behind a guard of their own.
  '/event/type',
  '/event/payment',
];
const ROUTE_TABLE = [...GUEST_ONLY, ...PUBLIC, ...SIGNED_IN];

type RouteValues = Record<string, string>;

const addressOf = (route: string, values: RouteValues) =>
  route.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${route}`);
    return value;
  });

/** Opens an address as a typed one and tells whether it ends on the not-found page. */
async function showsNotFound(page: Page, address: string): Promise<boolean> {
  await page.goto(address);
  // Pages load on demand. Every screen, the not-found one too, has a heading once it has loaded;
  // a quiet network then means any redirect has landed.
  await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return (await page.getByText(MESSAGES.pageNotFound, { exact: true }).count()) > 0;
}

// A few tabs of one browser (one signed-in session) share the walk, so it takes less time.
const TABS = 3;

/** The routes whose addresses show the not-found page, in table order. */
async function routesShowingNotFound(page: Page, routes: string[], values: RouteValues): Promise<string[]> {
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  const found = new Set<string>();
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      for (let route = routes[next++]; route !== undefined; route = routes[next++]) {
        const address = addressOf(route, values);
        const isNotFound = await showsNotFound(tab, address).catch((failure: Error) => {
          throw new Error(`${address}: ${failure.message}`);
        });
        if (isNotFound) found.add(route);
      }
    }),
  );
  await Promise.all(tabs.slice(1).map((tab) => tab.close()));
  return routes.filter((route) => found.has(route));
}

/** Opens the draft's Continue link from the Draft Events tab, so the wizard's steps show that draft. */
async function continueDraft(page: Page, name: string) {
  await page.goto('/event#draft');
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: /^Continue/ })
    .click();
  // Continue first loads the draft at /event/continue/{id}, then opens the step it stopped at.
  await page.waitForURL((url) => url.pathname !== '/event' && !url.pathname.startsWith('/event/continue/'));
}

describe('the route table', () => {
  const journey = useJourney();

  it('opens every address of the route table', { timeout: 300_000 }, async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'route-table');
    const eventId = await createEventViaApi(page, {
      name: 'Route night',
      features: { gallery: 1, sharing: 1, data_capture: 1 },
      options: { frame: 1, email: 1, microsite: 1, water_mark: 1 },
    });
    const uuid = await eventUuidOf(page, eventId);
    await createEventViaApi(page, { name: 'Route draft', options: { microsite: 1, water_mark: 1 }, isFinal: false });
    await continueDraft(page, 'Route draft');

    const values: RouteValues = {
      id: String(eventId),
      'base64 id': Buffer.from(String(eventId)).toString('base64'),
      uuid,
      voucherNo: '1',
      templateId: '1',
      code: 'not-a-real-code',
      token: 'not-a-real-token',
    };
    const missing = await routesShowingNotFound(page, ROUTE_TABLE, values);
    console.info(`Addresses showing the not-found page (${missing.length}):\n  ${missing.join('\n  ')}`);

    expect(missing, 'these addresses show the not-found page').toEqual([]);
  });

  it('opens the second addresses of the event lists, custom branding, the social template library and the microsite', {
    timeout: 120_000,
  }, async () => {
    const { page, dataDir } = journey;
    await becomeMonthlyProMember(journey, 'route-aliases');
    await createEventViaApi(page, { name: 'Happening now', startInMinutes: 0, hours: 6 });
    await createEventViaApi(page, { name: 'Coming soon' });
    moveEventIntoPast(dataDir, await createEventViaApi(page, { name: 'Long gone' }));

    const lists = [
      { address: '/live-event', hash: '#live', tab: 'Live Events', event: 'Happening now' },
      { address: '/upcoming-event', hash: '#upcoming', tab: 'Future Events', event: 'Coming soon' },
      { address: '/past-event', hash: '#past', tab: 'Past Events', event: 'Long gone' },
    ];
    for (const { address, hash, tab, event } of lists) {
      await page.goto(address);
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.getByRole('article', { name: event }).waitFor();
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`/event${hash}`);
      await snap(page, `route-alias${address.replace('/', '-')}`);
    }

    await createEventViaApi(page, { name: 'Branded draft', options: { microsite: 1, water_mark: 1 }, isFinal: false });
    await continueDraft(page, 'Branded draft');

    await page.goto('/event/branding');
    await page.getByRole('heading', { name: /^Custom Branding - Watermark your content/ }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event/custom-branding');
    await snap(page, 'route-alias-event-branding');

    await page.goto('/social-template');
    const library = page.getByRole('dialog', { name: 'Select Your Social Gallery' });
    await library.getByRole('radio', { name: 'Social Gallery One' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event/microsite');
    await snap(page, 'route-alias-social-template');

    // The share previews' way back is /microsite: typed, the wizard's microsite step; followed
    // from a preview, the previewed event's own.
    await page.goto('/microsite');
    await page.waitForURL((url) => url.pathname === '/event/microsite');
    const previewed = await createEventViaApi(page, { name: 'Previewed', options: { microsite: 1 } });
    await page.goto(`/gallery/share/two/${previewed}`);
    await page.getByRole('link', { name: 'Back to microsite' }).click();
    await page.waitForURL((url) => url.pathname === `/event/microsite/edit/${previewed}`);
    await page.getByRole('heading').first().waitFor();
    await expect.poll(() => page.getByText(MESSAGES.pageNotFound, { exact: true }).count()).toBe(0);
    await snap(page, 'route-alias-microsite');
  });
});
