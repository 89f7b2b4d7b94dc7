/**
 * Stands in for the server in the tests of every app that calls it through this client (the web's
 * components, the kiosk's outbox): each stub answers one contract call (its method and path, with
 * any path parameters), so a renamed or removed call fails here as it would against the server,
 * and a stubbed reply that does not fit the call's reply type does not compile.
 */
import type { EndpointDefinition, EndpointReply } from '@boothdeck/contract';
import { vi } from 'vitest';
import type { CallInput, Endpoint } from '../call-input.ts';
import { matchAddress } from '../match-address.ts';

/** A fetch stub's reply: JSON with a status. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type PartOf<Definition extends EndpointDefinition, Part extends string> = Part extends keyof CallInput<Definition>
  ? NonNullable<CallInput<Definition>[Part]>
  : undefined;

type SentRequest = { params: Record<string, string>; query: URLSearchParams; body: unknown; headers: Headers };
/** One request as a stub sees it: the call's path parameters, its query, JSON body and headers. */
export type StubRequest<Definition extends EndpointDefinition> = SentRequest & { body: PartOf<Definition, 'body'> };

type Answer<Definition extends EndpointDefinition> = EndpointReply<Definition> | Response;
type Handler<Definition extends EndpointDefinition> = (
  request: StubRequest<Definition>,
) => Answer<Definition> | Promise<Answer<Definition>>;
/** How a stub answers a call: with its reply, or a handler of each request. */
export type StubAnswer<Definition extends EndpointDefinition> = EndpointReply<Definition> | Handler<Definition>;

type ValuesOf<Part> = Part extends object ? { [Name in keyof Part]?: unknown } : never;

/** Which requests of a call a stub answers or a test counts, by path parameters and query values. */
export type RequestFilter<Definition extends EndpointDefinition> = {
  params?: ValuesOf<PartOf<Definition, 'params'>>;
  query?: ValuesOf<PartOf<Definition, 'query'>>;
};

type LooseFilter = { params?: object; query?: object };

export type Stub = {
  endpoint: Endpoint<EndpointDefinition>;
  filter: LooseFilter;
  answer: (request: SentRequest) => Promise<Response>;
};

/**
 * Answers one call: with `reply` (200) or what a handler returns for each request (a reply, or a
 * `Response` such as `failure(…)`). `filter` narrows it to some path parameters or query values.
 */
export function stub<Definition extends EndpointDefinition>(
  endpoint: Endpoint<Definition>,
  answer: StubAnswer<Definition>,
  filter: RequestFilter<Definition> = {},
): Stub {
  const handle = typeof answer === 'function' ? (answer as Handler<Definition>) : () => answer;
  return {
    endpoint,
    filter,
    answer: async (request) => {
      // A request matched to this call carries the body its caller typed from the definition.
      const answered = await handle(request as StubRequest<Definition>);
      return answered instanceof Response ? answered : jsonReply(200, answered);
    },
  };
}

/**
 * An answer held back until the test releases it, to see what shows while a call is under way:
 * `stub(endpoint, held.handler)`, then `held.release(reply)`.
 */
export function heldAnswer<Definition extends EndpointDefinition>(_endpoint: Endpoint<Definition>) {
  let release: (answer: Answer<Definition>) => void = () => {};
  const answer = new Promise<Answer<Definition>>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release: (reply: Answer<Definition>) => release(reply) };
}

/** The same calls as `stubs`, each answered by `handler` instead (a failure, a reply that never comes). */
export const answeredBy = (stubs: readonly Stub[], handler: () => Response | Promise<Response>): Stub[] =>
  stubs.map((each) => ({ ...each, answer: async () => handler() }));

/** A failure reply with the server's `{message, errors}`, for every request it answers. */
export const failure = (status: number, body: { message: string; errors?: Record<string, string[]> }) => (): Response =>
  jsonReply(status, body);

type Sent = { url: string; method: string; init: RequestInit };

/** The path parameters of a sent request when it is a call of `endpoint` passing `filter`, else null. */
function paramsIfMatching(endpoint: Endpoint<EndpointDefinition>, filter: LooseFilter, sent: Sent) {
  const params = matchAddress(endpoint, sent.method, sent.url);
  if (!params) return null;
  const query = new URL(sent.url, 'http://localhost').searchParams;
  const fits = (wanted: object = {}, actual: (name: string) => string | null) =>
    Object.entries(wanted).every(([name, value]) => actual(name) === String(value));
  return fits(filter.params, (name) => params[name] ?? null) && fits(filter.query, (name) => query.get(name))
    ? params
    : null;
}

const specificity = ({ filter }: Stub) =>
  Object.keys(filter.params ?? {}).length + Object.keys(filter.query ?? {}).length;

function readBody(init: RequestInit): unknown {
  return typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
}

/**
 * Stubs fetch with `stubs`. Where several answer a request, the one naming the most parameters and
 * query values wins, then the later one (so a test's own stubs override a helper's). A request
 * no stub answers gets a 404.
 */
export function stubApi(...stubs: Stub[]) {
  const ordered = stubs.map((entry, index) => ({ entry, index }));
  ordered.sort((a, b) => specificity(b.entry) - specificity(a.entry) || b.index - a.index);
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const sent = { url, method: init.method ?? 'GET', init };
    for (const { entry } of ordered) {
      const params = paramsIfMatching(entry.endpoint, entry.filter, sent);
      if (!params) continue;
      const query = new URL(url, 'http://localhost').searchParams;
      return entry.answer({ params, query, body: readBody(init), headers: new Headers(init.headers) });
    }
    return jsonReply(404, { message: `No stub for ${sent.method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

/** The requests made to one call (narrowed by `filter`), each with its parameters, query, body and headers. */
export function callsTo<Definition extends EndpointDefinition>(
  fetchMock: FetchMock,
  endpoint: Endpoint<Definition>,
  filter: RequestFilter<Definition> = {},
): StubRequest<Definition>[] {
  return fetchMock.mock.calls.flatMap(([url, init = {}]) => {
    const params = paramsIfMatching(endpoint, filter, {
      url,
      method: init.method ?? 'GET',
      init,
    });
    if (!params) return [];
    const query = new URL(url, 'http://localhost').searchParams;
    return [{ params, query, body: readBody(init) as PartOf<Definition, 'body'>, headers: new Headers(init.headers) }];
  });
}
