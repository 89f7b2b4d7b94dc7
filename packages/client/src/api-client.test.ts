/**
 * The client against a small HTTP server that records what arrives and answers what a test says:
 * the requests are what a real server reads off the wire (Node's own fetch, no stub).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountEndpoints,
  boothMediaEndpoints,
  dashboardEndpoints,
  galleryEndpoints,
  packageEndpoints,
  smsBillingEndpoints,
} from '@boothdeck/contract';
import { accountCalls, voucherCalls } from '@boothdeck/contract/call-addresses';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { multipartBody } from './multipart-body.ts';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };
type Answer = { status: number; type?: string; body: string; headers?: Record<string, string> };

let server: http.Server;
let origin: string;
let received: Received[] = [];
let answer: Answer = { status: 200, body: '{}' };

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response
      .writeHead(answer.status, { 'content-type': answer.type ?? 'application/json', ...answer.headers })
      .end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{}' };
});

const answerWith = (status: number, body: unknown) => {
  answer = { status, body: JSON.stringify(body) };
};

describe('the API client', () => {
  it('calls a definition at its path with its parameters, query, headers and JSON body', async () => {
    const client = createApiClient({ origin, token: () => 'token-1' });
    const body = { user_id: 7, user_email: 'ada@example.com', submittedData: { package: 1 } };

    await client.call(dashboardEndpoints.sharingGraph, { params: { channel: 'sms' } });
    await client.call(galleryEndpoints.items, { query: { event_id: 7, gallery_item: 'gif', page: undefined } });
    await client.call(voucherCalls.details, { params: { eventId: '12', uuid: 'a b/c', voucherNo: 'NO1' } });
    await client.call(packageEndpoints.membership, { body, headers: { 'idempotency-key': 'key-12345' } });

    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v1/dashboard-graph/sharing/sms',
      'GET /api/v1/gallery-items?event_id=7&gallery_item=gif',
      'GET /api/v1/offer/avail/12/qr-code/a%20b%2Fc/voucher_no/NO1',
      'POST /api/v1/member-ship',
    ]);
    const [get, , , post] = received;
    expect(get?.headers.authorization).toBe('Bearer token-1');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(post?.headers['idempotency-key']).toBe('key-12345');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(post?.body))).toEqual(body);
  });

  it('calls by an address without schemas, and sends no token while there is none', async () => {
    answerWith(200, { user: { id: 1 } });
    const client = createApiClient({ origin, token: () => null });

    await expect(client.call(accountCalls.user)).resolves.toEqual({ user: { id: 1 } });
    expect(received[0]?.url).toBe('/api/v1/user');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it("sends the client's own headers with every call, beside a call's own", async () => {
    const client = createApiClient({ origin, headers: { 'x-forwarded-for': '10.0.0.7' } });
    const body = { user_id: 7, user_email: 'ada@example.com', submittedData: { package: 1 } };

    await client.call(accountCalls.user);
    await client.call(packageEndpoints.membership, { body, headers: { 'idempotency-key': 'key-12345' } });
    expect(received.map(({ headers }) => headers['x-forwarded-for'])).toEqual(['10.0.0.7', '10.0.0.7']);
    expect(received[1]?.headers['idempotency-key']).toBe('key-12345');
  });

  it("fails with the server's message and field errors", async () => {
    const errors = { email: ['These credentials do not match our records.'] };
    answerWith(422, { message: 'The given data was invalid.', errors });
    const client = createApiClient({ origin });

    const error = await client
      .call(accountEndpoints.login, { body: { email: 'ada@example.com', password: 'wrong-pass' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', fieldErrors: errors });
  });

  it('says how long a busy server asked to wait, in seconds or as a date, and nothing when it did not say', async () => {
    const client = createApiClient({ origin });
    answer = { status: 429, body: '{"message":"Too many attempts."}', headers: { 'retry-after': '7' } };
    await expect(client.call(accountCalls.user)).rejects.toMatchObject({ status: 429, retryAfterMs: 7000 });
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    answer = { status: 503, body: '{}', headers: { 'retry-after': inTenSeconds } };
    const error = (await client.call(accountCalls.user).catch((caught: unknown) => caught)) as ApiError;
    expect(error.retryAfterMs).toBeGreaterThan(8000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(10_000);
    answerWith(503, {});
    await expect(client.call(accountCalls.user)).rejects.toMatchObject({ retryAfterMs: undefined });
  });

  it('tells its owner of a 401 once per reply, and only of a 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ origin, token: () => 'expired', onUnauthorized });

    answerWith(500, {});
    await expect(client.call(accountCalls.user)).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    answerWith(401, { message: 'Please sign in to continue.' });
    await expect(client.call(accountCalls.user)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends a multipart body with the fields and files the contract names', async () => {
    const client = createApiClient({ origin, token: () => 'booth-token' });
    const body = multipartBody(boothMediaEndpoints.upload, {
      media_type: 'video',
      client_id: 'booth-1-0001',
      captured_at: '2026-11-24T21:04:05Z',
      file: new File([new Uint8Array([1, 2, 3])], 'clip.mp4'),
      poster: new Blob([new Uint8Array([4, 5])]),
    });

    await client.call(boothMediaEndpoints.upload, { body });
    const [upload] = received;
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': upload?.headers['content-type'] ?? '' },
      body: upload?.body,
    }).formData();
    expect(upload?.url).toBe('/api/v1/booth/media');
    expect([...form.keys()]).toEqual(['media_type', 'client_id', 'captured_at', 'file', 'poster']);
    expect(form.get('media_type')).toBe('video');
    const file = form.get('file') as File;
    expect(file.name).toBe('clip.mp4');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('takes only the parts the contract names, and only a body built from them', () => {
    const file = new Blob([new Uint8Array([1])]);
    const fields = { media_type: 'photo', client_id: 'booth-1-0001', captured_at: '2026-11-24T21:04:05Z' } as const;
    const client = createApiClient({ origin });
    // Checked by the compiler only: none of these is sent.
    const wrongParts = () => [
      // @ts-expect-error the contract names no `photo` part
      multipartBody(boothMediaEndpoints.upload, { ...fields, file, photo: file }),
      // @ts-expect-error a FormData not built from the contract's parts
      client.call(boothMediaEndpoints.upload, { body: new FormData() }),
    ];
    expect(typeof wrongParts).toBe('function');
  });

  it("gives a file call's bytes, and its full address for the browser", async () => {
    answer = { status: 200, type: 'text/csv', body: 'date,count\n2026-11-01,3\n' };
    const client = createApiClient({ origin, token: () => 'token-1' });

    const csv = await client.download(smsBillingEndpoints.csv, { params: { period: '2026-11' } });
    expect(await csv.text()).toBe('date,count\n2026-11-01,3\n');
    expect(received[0]?.headers.accept).toBe('*/*');
    expect(client.address(smsBillingEndpoints.csv, { params: { period: '2026-11' } })).toBe(
      `${origin}/api/v1/sms-billing/2026-11/csv`,
    );
    expect(createApiClient().address(accountCalls.user)).toBe('/api/v1/user');
  });
});
