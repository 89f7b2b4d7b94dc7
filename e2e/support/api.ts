/**
 * The API as journeys call it: the typed client of `@boothdeck/client`, speaking as a page's
 * visitor (the address its browser context sends), so per-address limits count a journey's
 * calls with its clicks. Replies are the contract's types; a refused call fails with `ApiError`.
 */
import { type AddressArguments, type ApiClient, createApiClient, type Endpoint, matchAddress } from '@boothdeck/client';
import type { EndpointDefinition } from '@boothdeck/contract';
import type { BrowserContext, Page, Request } from 'playwright-core';
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

const onThePage = createApiClient();

/** A call's address as the page writes it (`/api/v1/social-gallery-file/7/preview`): no origin. */
export const pageAddress = <Definition extends EndpointDefinition>(
  endpoint: Endpoint<Definition>,
  ...input: AddressArguments<Definition>
) => onThePage.address(endpoint, ...input);

/** A route pattern for every request to a call's path, on any origin (a glob would write the path by hand). */
export const routeOf = (endpoint: Endpoint<EndpointDefinition>) => (url: URL) =>
  matchAddress(endpoint, endpoint.method, url) !== null;

/** Whether a request the browser sends is the call: its method and its path. */
export const isCallTo = (endpoint: Endpoint<EndpointDefinition>) => (request: Request) =>
  matchAddress(endpoint, request.method(), request.url()) !== null;
