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

type Visitor = { address: string; origin: string };
const visitors = new WeakMap<BrowserContext, Visitor>();

/**
 * Notes the address a browser context's requests come from and the server it visits, so API
 * calls made for its pages come from that address to that server too.
 */
export function rememberVisitor(context: BrowserContext, visitor: Visitor) {
  visitors.set(context, visitor);
}

/** A client calling as the page's visitor, with `token` as the bearer (none when null). */
export function apiAs(page: Page, token: string | null): ApiClient {
  const visitor = visitors.get(page.context());
  return createApiClient({
    origin: visitor?.origin ?? inject('baseUrl'),
    token: () => token,
    headers: visitor ? { 'x-forwarded-for': visitor.address } : {},
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
export const guestApiFrom = (address: string, origin: string = inject('baseUrl')): ApiClient =>
  createApiClient({ origin, headers: { 'x-forwarded-for': address } });
