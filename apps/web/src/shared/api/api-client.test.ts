import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, dashboardEndpoints, packageEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { call, callAddress, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  afterEach(() => onUnauthorized.mockReset());

  it('sends the stored token as a bearer token, to the page’s own server', async () => {
    const user = buildUser();
    useSessionStore.getState().setSession('token-1', user);
    const fetchMock = stubApi(stub(accountCalls.user, { user, member: null }));

    await expect(call(accountCalls.user)).resolves.toEqual({ user, member: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(callAddress(accountCalls.user));
    expect(callAddress(accountCalls.user)).toMatch(/^\/[^/]/);
    expect(callsTo(fetchMock, accountCalls.user)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('clears the session and every persisted store on a 401, then leaves', async () => {
    useSessionStore.getState().setSession('token-1', buildUser());
    window.localStorage.setItem('boothdeck-wizard', '{}');
    window.localStorage.setItem('unrelated', 'kept');
    stubApi(stub(dashboardEndpoints.analytics, failure(401, { message: 'Please sign in to continue.' })));

    await expect(call(dashboardEndpoints.analytics)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('boothdeck-session')).toBeNull();
    expect(window.localStorage.getItem('boothdeck-wizard')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('passes a 500 through without touching the session', async () => {
    useSessionStore.getState().setSession('token-1', buildUser());
    stubApi(stub(accountCalls.user, failure(500, { message: 'Internal server error' })));

    const error = await call(accountCalls.user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a 422', async () => {
    const errors = { email: ['These credentials do not match our records.'] };
    stubApi(stub(accountEndpoints.login, failure(422, { message: 'The given data was invalid.', errors })));

    await expect(
      call(accountEndpoints.login, { body: { email: 'ada@example.com', password: 'wrong-pass' } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: errors });
  });

  it('sends an optional header only when the call is given one, next to the JSON body', async () => {
    const fetchMock = stubApi(stub(packageEndpoints.membership, failure(500, { message: 'not under test' })));
    const body = { user_id: 7, user_email: 'ada@example.com', submittedData: { package: 1 } };

    await call(packageEndpoints.membership, { body, headers: { 'idempotency-key': undefined } }).catch(() => {});
    await call(packageEndpoints.membership, { body, headers: { 'idempotency-key': 'key-1' } }).catch(() => {});
    const sent = callsTo(fetchMock, packageEndpoints.membership);
    expect(sent.map(({ headers }) => headers.has('Idempotency-Key'))).toEqual([false, true]);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[1]?.body).toEqual(body);
  });
});
