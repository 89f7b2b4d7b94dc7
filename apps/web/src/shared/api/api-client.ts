/** The one way the web talks to `/api/v1/`: JSON in and out, bearer token, 401 handled once here. */
import { endSession } from '@/shared/session/end-session';
import { useSessionStore } from '@/shared/session/session-store';
import { ApiError } from './api-error';

const API_BASE = '/api/v1/';

type HttpMethod = 'GET' | 'POST' | 'PUT';

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

async function request<T>(path: string, { method = 'GET', body, signal, ...options }: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = useSessionStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isFormData = body instanceof FormData;
  if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');

  const response = await fetch(`${API_BASE}${path.replace(/^\/+/, '')}`, {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
  });
  const payload = await readJson(response);
  if (response.ok) return payload as T;

  if (response.status === 401) {
    endSession();
    handleUnauthorized();
  }
  throw ApiError.fromReply(response.status, payload);
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
