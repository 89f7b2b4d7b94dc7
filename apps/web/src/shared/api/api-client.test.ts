import { dashboardEndpoints, defineEndpoint, packageEndpoints } from '@boothdeck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { jsonReply } from '@/testing/render-route';
import { apiClient, call, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  afterEach(() => onUnauthorized.mockReset());

  it('sends the stored token as a bearer token', async () => {
    useSessionStore.getState().setSession('token-1', buildUser());
    const fetchMock = vi.fn(async () => jsonReply(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiClient.get('user')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('clears the session and every persisted store on a 401, then leaves', async () => {
    useSessionStore.getState().setSession('token-1', buildUser());
    window.localStorage.setItem('boothdeck-wizard', '{}');
    window.localStorage.setItem('unrelated', 'kept');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(401, { message: 'Please sign in to continue.' })),
    );

    await expect(apiClient.get('dashboard-analytics')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('boothdeck-session')).toBeNull();
    expect(window.localStorage.getItem('boothdeck-wizard')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('passes a 500 through without touching the session', async () => {
    useSessionStore.getState().setSession('token-1', buildUser());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(500, { message: 'Internal server error' })),
    );

    const error = await apiClient.get('user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a 422', async () => {
    const errors = { email: ['These credentials do not match our records.'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(422, { message: 'The given data was invalid.', errors })),
    );

    await expect(apiClient.post('login', {})).rejects.toMatchObject({ status: 422, fieldErrors: errors });
  });

  it('sends extra headers a call asks for, next to the JSON body', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    await apiClient.post('member-ship', { user_id: 7 }, { 'Idempotency-Key': 'key-1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"user_id":7}');
  });

  it('calls a contract endpoint at its path with its parameters and query filled in', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const listEndpoint = defineEndpoint({
      method: 'GET',
      path: '/things/:kind',
      caller: 'organiser',
      tag: 'test',
      summary: 'test',
      params: z.object({ kind: z.string() }),
      query: z.object({ page: z.number(), search: z.string().optional() }),
      reply: z.object({}),
    });

    await call(dashboardEndpoints.sharingGraph, { params: { channel: 'sms' } });
    await call(listEndpoint, { params: { kind: 'a b' }, query: { page: 2, search: undefined } });
    const urls = fetchMock.mock.calls.map((args) => (args as unknown as [string])[0]);
    expect(urls).toEqual(['/api/v1/dashboard-graph/sharing/sms', '/api/v1/things/a%20b?page=2']);
  });

  it('sends an optional header only when the call is given one', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const body = { user_id: 7, user_email: 'ada@example.com', submittedData: { package: 1 } };

    await call(packageEndpoints.membership, { body, headers: { 'idempotency-key': undefined } });
    await call(packageEndpoints.membership, { body, headers: { 'idempotency-key': 'key-1' } });
    const sent = fetchMock.mock.calls.map((args) => new Headers((args as unknown as [string, RequestInit])[1].headers));
    expect(sent.map((headers) => headers.has('Idempotency-Key'))).toEqual([false, true]);
    expect(sent[1]?.get('Idempotency-Key')).toBe('key-1');
  });
});
