/**
 * The API as journeys call it: the typed client of `@boothdeck/client`, speaking as a page's
 * visitor (the address its browser context sends), so per-address limits count a journey's
 * calls with its clicks. Replies are the contract's types; a refused call fails with `ApiError`.
 */
import { type ApiClient, createApiClient } from '@boothdeck/client';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** Where the app keeps its session (the session store's persisted state). */
export const SESSION_KEY = 'boothdeck-session';

const visitorAddresses = new WeakMap<BrowserContext, string>();

/** Notes the address a browser context's requests come from, so API calls made for its pages come from it too. */
export function rememberVisitorAddress(context: BrowserContext, address: string) {
  visitorAddresses.set(context, address);
}

/** A client calling as the page's visitor, with `token` as the bearer (none when null). */
export function apiAs(page: Page, token: string | null): ApiClient {
  const address = visitorAddresses.get(page.context());
  return createApiClient({
    origin: inject('baseUrl'),
    token: () => token,
    headers: address ? { 'x-forwarded-for': address } : {},
  });
}

/** A client calling as the page's signed-in organiser: the token the app keeps in the page's storage. */
export async function organiserApi(page: Page): Promise<ApiClient> {
  const token = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').state?.token as string | undefined,
    SESSION_KEY,
  );
  return apiAs(page, token ?? null);
}

/** A client calling as a guest from `address`, apart from any page's visitor (no token). */
export const guestApiFrom = (address: string): ApiClient =>
  createApiClient({ origin: inject('baseUrl'), headers: { 'x-forwarded-for': address } });
