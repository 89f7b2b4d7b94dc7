/**
 * The one client of `/api/v1`: every call is made from its contract definition (or its
 * schema-free address), so the path, method, input and reply types are the server's own. It
 * knows nothing of where a token is kept: the web, a booth kiosk, the journeys and the bench
 * each create one with their own way of reading the token and of handling a 401.
 */
import type { EndpointDefinition, EndpointReply } from '@boothdeck/contract';
// The zod-free module: pages that load first make calls without loading zod.
import { API_PREFIX, endpointPath } from '@boothdeck/contract/endpoint-address';
import { ApiError } from './api-error.ts';
import type { AddressArguments, CallArguments, Endpoint, LooseInput } from './call-input.ts';

export type ApiClientOptions = {
  /** The server's origin ('http://127.0.0.1:3000'); empty for the page's own. */
  origin?: string;
  /** The bearer token to send, read at each call; none is sent while it answers null. */
  token?: () => string | null | undefined;
  /** Runs on every 401 reply, before the call fails with its `ApiError`. */
  onUnauthorized?: () => void;
  /** Headers sent with every call besides the call's own (a kiosk's device name, a proxy's forwarded address). */
  headers?: Readonly<Record<string, string>>;
};

export type ApiClient = {
  /** Makes one call; the reply's type is the definition's. Fails with `ApiError` on a non-2xx reply. */
  call<Definition extends EndpointDefinition>(
    endpoint: Endpoint<Definition>,
    ...input: CallArguments<Definition>
  ): Promise<EndpointReply<Definition>>;
  /** Makes a call that answers a file (a CSV, a ZIP) and gives its bytes. */
  download<Definition extends EndpointDefinition>(
    endpoint: Endpoint<Definition>,
    ...input: CallArguments<Definition>
  ): Promise<Blob>;
  /** The full address of a call, for what the browser loads itself (a frame's document, an image). */
  address<Definition extends EndpointDefinition>(
    endpoint: Endpoint<Definition>,
    ...input: AddressArguments<Definition>
  ): string;
};

/** The parts of a query or header set that have a value: an optional one left out is not sent. */
function presentEntries(values: Record<string, unknown> = {}): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient({
  origin = '',
  token = () => null,
  onUnauthorized = () => {},
  headers: everyCall = {},
}: ApiClientOptions = {}): ApiClient {
  const addressOf = (endpoint: Endpoint<EndpointDefinition>, { params, query }: LooseInput = {}) => {
    const search = new URLSearchParams(presentEntries(query));
    return `${origin}${API_PREFIX}/${endpointPath(endpoint, params)}${search.size > 0 ? `?${search}` : ''}`;
  };

  async function send(endpoint: Endpoint<EndpointDefinition>, input: LooseInput = {}, accept = 'application/json') {
    const headers = new Headers({ ...everyCall, ...Object.fromEntries(presentEntries(input.headers)) });
    headers.set('Accept', accept);
    const bearer = token();
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    const { body } = input;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    // The global fetch, looked up at each call: tests replace it.
    const response = await fetch(addressOf(endpoint, input), {
      method: endpoint.method,
      headers,
      signal: input.signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (response.ok) return response;
    const payload = await readJson(response);
    if (response.status === 401) onUnauthorized();
    throw ApiError.fromReply(response.status, payload, response.headers.get('retry-after'));
  }

  return {
    // The server answers with the definition's reply; its schema checks it there, not here.
    call: async <Definition extends EndpointDefinition>(
      endpoint: Endpoint<Definition>,
      ...[input]: CallArguments<Definition>
    ) => (await readJson(await send(endpoint, input))) as EndpointReply<Definition>,
    download: async (endpoint, ...[input]) => (await send(endpoint, input, '*/*')).blob(),
    address: (endpoint, ...[input]) => addressOf(endpoint, input),
  };
}
