import { vi } from 'vitest';
import { jsonReply } from './render-route';

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** A handler answering every call with the same status and JSON body. */
export const reply =
  (status: number, body: unknown): Handler =>
  () =>
    jsonReply(status, body);

/** Stubs fetch per endpoint ('user', 'package-type', 'member-ship'); an endpoint without a handler gets a 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const endpoint = url.replace(/^\/api\/v1\//, '');
    const handler = handlers[endpoint];
    return handler ? handler(init) : jsonReply(404, { message: `No stub for ${endpoint}` });
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
