/**
 * The API as journeys call it from Node, through the typed client: as a guest from an address of
 * their own, or as the member signed in on a page.
 */
import { type ApiClient, createApiClient, type Endpoint, matchAddress } from '@boothdeck/client';
import type { EndpointDefinition } from '@boothdeck/contract';
import type { Page, Request } from 'playwright-core';

/** Whether a request the page made is a call of `endpoint` (`page.waitForEvent('request', …)`). */
export const isRequestTo = (endpoint: Endpoint<EndpointDefinition>) => (request: Request) =>
  matchAddress(endpoint, request.method(), request.url()) !== null;

/** A call without path parameters as a pattern of the page's requests to it, on any origin (`page.route`). */
export const requestsTo = (endpoint: Endpoint<EndpointDefinition>) => `**${createApiClient().address(endpoint)}`;

/**
 * A guest of the public pages. The journeys' server trusts the proxy header, so `address` makes the
 * guest a visitor of their own for the per-address limits, as the browser contexts are.
 */
export const guestApi = (baseUrl: string, address?: string): ApiClient =>
  createApiClient({ origin: baseUrl, headers: address ? { 'x-forwarded-for': address } : {} });

/** The member signed in on `page`, with the token the app keeps in its storage. */
export async function memberApi(page: Page): Promise<ApiClient> {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('boothdeck-session') ?? '{}').state?.token as string) ?? null,
  );
  return createApiClient({ origin: new URL(page.url()).origin, token: () => token });
}
