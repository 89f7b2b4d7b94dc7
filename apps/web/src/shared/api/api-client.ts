/** The one way the web talks to `/api/v1/`: JSON in and out, bearer token, 401 handled once here. */
import type { EndpointAddress, EndpointDefinition, EndpointInput, EndpointReply } from '@boothdeck/contract';
// The zod-free module: the entry bundle makes calls without loading zod (see docs/performance.md).
import { endpointPath } from '@boothdeck/contract/endpoint-address';
import { endSession } from '@/shared/session/end-session';
import { useSessionStore } from '@/shared/session/session-store';
import { ApiError } from './api-error';

const API_BASE = '/api/v1/';

type HttpMethod = EndpointDefinition['method'];

type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

let handleUnauthorized: () => void = () => window.location.assign('/');

/** Decides where a 401 sends the user once the session is cleared (the app passes its router). */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

function send(path: string, { method = 'GET', body, signal, ...options }: RequestOptions, accept: string) {
  const headers = new Headers({ ...options.headers, Accept: accept });
  const token = useSessionStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isFormData = body instanceof FormData;
  if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');

  return fetch(`${API_BASE}${path.replace(/^\/+/, '')}`, {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
  });
}

async function failure(response: Response): Promise<ApiError> {
  const payload = await readJson(response);
  if (response.status === 401) {
    endSession();
    handleUnauthorized();
  }
  return ApiError.fromReply(response.status, payload);
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response);
  return (await readJson(response)) as T;
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>(path, { method: 'POST', body, headers }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type CallOptions = { signal?: AbortSignal };

/** The input a call takes: optional when the call has no path parameters, query, body or headers. */
type CallArguments<Definition extends EndpointDefinition> = keyof EndpointInput<Definition> extends never
  ? [input?: CallOptions]
  : [input: EndpointInput<Definition> & CallOptions];

/** The parts of a query or header set that have a value: an optional one left out is not sent. */
function presentEntries(values: Record<string, unknown> = {}): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
  );
}

/**
 * Fetches a file a signed-in call answers with (a CSV, say) and saves it under `fileName`:
 * the token travels in the header, never in an address a browser could keep or share.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await send(path, {}, '*/*');
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by then; a minute is ample for the browser to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The address of a call a page hands to the browser itself (a frame's document), without a token. */
export const callAddress = (endpoint: EndpointAddress, params?: Record<string, unknown>) =>
  `${API_BASE}${endpointPath(endpoint, params)}`;

/** Makes one contract call, given its definition or its address; the reply's type is the definition's. */
export function call<Definition extends EndpointDefinition>(
  endpoint: Definition | EndpointAddress<Definition>,
  ...[input]: CallArguments<Definition>
): Promise<EndpointReply<Definition>> {
  const parts = (input ?? {}) as Partial<Record<'params' | 'query' | 'headers', Record<string, unknown>>> & {
    body?: unknown;
    signal?: AbortSignal;
  };
  const query = new URLSearchParams(presentEntries(parts.query));
  const search = query.size > 0 ? `?${query}` : '';
  return request<EndpointReply<Definition>>(`${endpointPath(endpoint, parts.params)}${search}`, {
    method: endpoint.method,
    body: parts.body,
    signal: parts.signal,
    headers: Object.fromEntries(presentEntries(parts.headers)),
  });
}
