import { vi } from 'vitest';
import { jsonReply } from './render-route';

/** Answers one call; `url` is its address with the query, for handlers that answer by page or search. */
type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

/** A handler answering every call with the same status and JSON body. */
export const reply =
  (status: number, body: unknown): Handler =>
  () =>
    jsonReply(status, body);

/**
 * Stubs fetch per endpoint ('user', 'package-type', 'member-ship'); a handler named with its query
 * ('gallery-items?event_id=7&…') answers that address only, one named without answers any query.
 * An endpoint without a handler gets a 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const endpoint = url.replace(/^\/api\/v1\//, '');
    const handler = handlers[endpoint] ?? handlers[endpoint.split('?')[0] ?? ''];
    return handler
      ? handler(init, new URL(url, 'http://localhost'))
      : jsonReply(404, { message: `No stub for ${endpoint}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint, each with its parsed JSON body and its headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, endpoint: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === `/api/v1/${endpoint}`)
    .map(([, init = {}]) => ({ body: JSON.parse(String(init.body ?? 'null')), headers: new Headers(init.headers) }));
}
