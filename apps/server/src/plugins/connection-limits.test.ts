// Over 300 lines on purpose: both limits are driven by the same raw-socket clients, written once at the top.
/**
 * Slow and greedy clients against a real listening server, over raw sockets. The limits are
 * shortened for the test; what is asserted is who gets cut off and who is still answered.
 * No database is involved beyond the health check, so SQLite alone is enough.
 */
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountEndpoints, boothMediaEndpoints, eventEndpoints, HEALTH_PATH } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAddress } from '../test/api-address.ts';
import { fetchedReplyOf } from '../test/call-app.ts';
import { cameraJpeg, clipMp4 } from '../test/capture-fixtures.ts';
import { bearer, eventInfoBody, eventsClient } from '../test/events-client.ts';
import { asDataUrl } from '../test/image-fixtures.ts';
import { mediaSetup } from '../test/media-setup.ts';
import { multipartBody } from '../test/media-upload-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { ConnectionLimits } from './connection-limits.ts';

/** A socket that remembers what it received and whether the server has closed it. */
type TrackedSocket = { socket: net.Socket; received: () => string; closed: Promise<void>; isClosed: () => boolean };

function connect(port: number, localAddress = '127.0.0.1'): Promise<TrackedSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let received = '';
    let isClosed = false;
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    // A reset from the server counts as closing too.
    socket.on('error', () => {});
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        isClosed = true;
        done();
      }),
    );
    socket.once('connect', () => resolve({ socket, received: () => received, closed, isClosed: () => isClosed }));
    socket.once('error', reject);
  });
}

/** GET /api/health on a socket of its own; the status code of the reply. */
async function healthStatus(port: number, localAddress?: string): Promise<number> {
  const client = await connect(port, localAddress);
  return healthStatusOn(client, 'close');
}

async function healthStatusOn(client: TrackedSocket, connection: 'close' | 'keep-alive'): Promise<number> {
  const before = client.received().length;
  client.socket.write(`GET /api/health HTTP/1.1\r\nHost: boothdeck.test\r\nConnection: ${connection}\r\n\r\n`);
  while (!client.received().slice(before).includes('\r\n\r\n') && !client.isClosed()) await sleep(10);
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(client.received().slice(before))?.[1] ?? 0);
}

/**
 * Writes `chunks` one at a time, `gapMs` apart, until they run out or the server closes the
 * socket; how many it wrote.
 */
async function trickle(client: TrackedSocket, chunks: string[], gapMs: number): Promise<number> {
  let written = 0;
  for (const chunk of chunks) {
    if (client.isClosed()) break;
    client.socket.write(chunk);
    written += 1;
    await sleep(gapMs);
  }
  return written;
}

/**
 * The production limits scaled down 30 times: a body must average 100 B/s over each 1 s window
 * (1 KiB/s over 30 s in production).
 */
const SHORT_LIMITS: Partial<ConnectionLimits> = {
  headersTimeoutMs: 500,
  bodyRateWindowMs: 1_000,
  minBodyBytesPerSecond: 100,
  timeoutCheckIntervalMs: 100,
};

/**
 * A byte every 100 ms, for up to forty gaps; at the same scale, a byte every 3 s in production.
 * The cut-off must come within two windows (twenty gaps; 60 s in production).
 */
const TRICKLE_GAP_MS = 100;
const TRICKLE_STEPS = 40;
const TRICKLE_CUT_WITHIN_STEPS = 20;

/** The whole reply on a socket the server closes after answering. */
async function replyOn(client: TrackedSocket): Promise<{ status: number; body: string }> {
  await client.closed;
  const [head = '', body = ''] = client.received().split('\r\n\r\n', 2);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body };
}

describe('connection timeouts', () => {
  let t: TestApp;
  let port: number;
  const sockets: TrackedSocket[] = [];
  const open = async () => {
    const client = await connect(port);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { connectionLimits: SHORT_LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterEach(() => {
    for (const { socket } of sockets.splice(0)) socket.destroy();
  });
  afterAll(() => t.close());

  it('cuts off a client that trickles its body within two windows, answering others meanwhile', async () => {
    const slow = await open();
    slow.socket.write(
      `POST ${apiAddress(accountEndpoints.login)} HTTP/1.1\r\nHost: boothdeck.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const [written, othersStatus] = await Promise.all([
      trickle(slow, Array(TRICKLE_STEPS).fill(' '), TRICKLE_GAP_MS),
      sleep(3 * TRICKLE_GAP_MS).then(() => healthStatus(port)),
    ]);
    expect(othersStatus).toBe(200);
    expect(slow.isClosed()).toBe(true);
    expect(written).toBeLessThanOrEqual(TRICKLE_CUT_WITHIN_STEPS);
    const reply = await replyOn(slow);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({ message: MESSAGES.bodyTooSlow });
  });

  it('takes a clip sent slowly but steadily for many windows', async () => {
    const { token, eventId } = await mediaSetup(t).boothWith();
    const { payload, contentType } = await multipartBody({
      media_type: 'video',
      client_id: 'steady-upload-1',
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await clipMp4(), name: 'clip.mp4' },
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    });
    // Forty slices 100 ms apart: four windows, each well above the minimum rate.
    const slices = Array.from({ length: 40 }, (_, index) =>
      payload.subarray(Math.floor((index * payload.length) / 40), Math.floor(((index + 1) * payload.length) / 40)),
    );
    expect(payload.length / 4).toBeGreaterThan(10 * (SHORT_LIMITS.minBodyBytesPerSecond ?? 0));
    const uploader = await open();
    uploader.socket.write(
      [
        `POST ${apiAddress(boothMediaEndpoints.upload)} HTTP/1.1`,
        'Host: boothdeck.test',
        `Authorization: Bearer ${token}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${payload.length}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    for (const slice of slices) {
      if (uploader.isClosed()) break;
      uploader.socket.write(slice);
      await sleep(TRICKLE_GAP_MS);
    }
    const reply = await replyOn(uploader);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body).media).toMatchObject({ event_id: eventId, media_type: 'video' });
  });

  it('cuts off a client that trickles its headers', async () => {
    const slow = await open();
    slow.socket.write('GET /api/health HTTP/1.1\r\nHost: boothdeck.test\r\n');
    const written = await trickle(slow, Array(TRICKLE_STEPS).fill('X-Padding: 1\r\n'), TRICKLE_GAP_MS);
    expect(slow.isClosed()).toBe(true);
    expect(written).toBeLessThan(TRICKLE_STEPS);
    expect(slow.received()).not.toContain('200 OK');
  });

  it('still takes an image upload from a normal client', async () => {
    const client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    const member = await client.organiser();
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080', noise } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const body = JSON.stringify(eventInfoBody({ fileURL: asDataUrl(photo, 'image/jpeg') }));
    expect(body.length).toBeGreaterThan(100_000);
    const reply = await fetch(`http://127.0.0.1:${port}${apiAddress(eventEndpoints.saveInfo)}`, {
      method: 'POST',
      headers: { ...bearer(member), 'content-type': 'application/json' },
      body,
    });
    const eventId = (await fetchedReplyOf(eventEndpoints.saveInfo, reply)).event.id;
    expect((await client.show(member, eventId)).event_info_image).toMatch(/^\/media\/event_info_image\/.+\.jpe?g$/);
  });
});

describe('connections per address', () => {
  const CAP = 3;
  const REQUEST_WITHIN_MS = 300;
  let t: TestApp;
  let port: number;
  const sockets: TrackedSocket[] = [];
  const open = async (localAddress?: string) => {
    const client = await connect(port, localAddress);
    sockets.push(client);
    return client;
  };

  /** Each connection `address` may hold has begun a request not yet answered. */
  const holdEveryConnection = async (address: string) => {
    const busy = [];
    for (let index = 0; index < CAP; index += 1) {
      const client = await open(address);
      client.socket.write('GET /api/health HTTP/1.1\r\nHost: boothdeck.test\r\n');
      busy.push(client);
    }
    await sleep(50);
    return busy;
  };

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      { connectionLimits: { connectionsPerAddress: CAP, overCapRequestWithinMs: REQUEST_WITHIN_MS } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.destroy();
    await t.close();
  });

  it('answers a connection beyond the cap from one address 503, and serves the others', async () => {
    const held = [];
    for (let index = 0; index < CAP; index += 1) held.push(await open());
    const extra = await open();
    expect(await healthStatusOn(extra, 'keep-alive')).toBe(503);
    await extra.closed;
    expect(extra.received()).toMatch(/\r\nretry-after: 2\r\n/i);
    expect(extra.received()).toMatch(/\r\nconnection: close\r\n/i);

    // The held ones still work, and so does another address meanwhile.
    expect(await healthStatusOn(held[0] as TrackedSocket, 'keep-alive')).toBe(200);
    expect(await healthStatus(port, '127.0.0.2')).toBe(200);

    // A closed connection frees its place.
    (held[1] as TrackedSocket).socket.destroy();
    await (held[1] as TrackedSocket).closed;
    let status = 0;
    // The server sees the close a moment after the client does.
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = await healthStatus(port).catch(() => 0);
    }
    expect(status).toBe(200);
  });

  it("lets a new connection take the place of the address's longest-idle one, never of one in use", async () => {
    // Another address of its own, so the test above leaves nothing behind for this one.
    const crowd = '127.0.0.3';
    const guests: TrackedSocket[] = [];
    for (let index = 0; index < CAP; index += 1) {
      const guest = await open(crowd);
      expect(await healthStatusOn(guest, 'keep-alive')).toBe(200);
      guests.push(guest);
    }
    const [first, second, third] = guests as [TrackedSocket, TrackedSocket, TrackedSocket];
    // The first is used again, so the second is now the longest idle.
    expect(await healthStatusOn(first, 'keep-alive')).toBe(200);
    const newcomer = await open(crowd);
    expect(await healthStatusOn(newcomer, 'keep-alive')).toBe(200);
    await second.closed;
    expect(first.isClosed() || third.isClosed()).toBe(false);

    // A request begun on a kept-alive connection keeps it: the third is sending its headers.
    third.socket.write('GET /api/health HTTP/1.1\r\nHost: boothdeck.test\r\n');
    await sleep(50);
    const another = await open(crowd);
    expect(await healthStatusOn(another, 'keep-alive')).toBe(200);
    await first.closed;
    expect(third.isClosed()).toBe(false);
    third.socket.write('Connection: keep-alive\r\n\r\n');
    const answers = () => third.received().match(/HTTP\/1\.1 200/g)?.length ?? 0;
    while (answers() < 2 && !third.isClosed()) await sleep(10);
    expect(answers()).toBe(2);

    // Every connection with a request begun: a newcomer is answered 503 and closed.
    const busy = [third, newcomer, another];
    for (const client of busy) client.socket.write('GET /api/health HTTP/1.1\r\n');
    await sleep(50);
    const turnedAway = await open(crowd);
    expect(await healthStatusOn(turnedAway, 'keep-alive')).toBe(503);
    await turnedAway.closed;
    expect(busy.some((client) => client.isClosed())).toBe(false);
  });

  it('turns a crowd over the cap away with 503 and Retry-After, never a reset, while the cap is in use', async () => {
    const crowd = '127.0.0.4';
    // A slow moment: every connection the address may hold waits for its answer.
    const busy = await holdEveryConnection(crowd);
    // Guests arriving meanwhile, each on a connection of its own, some sending a body.
    const guest = (index: number) =>
      new Promise<{ status: number; retryAfter?: string; body: string } | { error: string }>((resolve) => {
        const body = index % 2 === 0 ? JSON.stringify({ email: 'guest@example.com', password: 'x'.repeat(12) }) : '';
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            localAddress: crowd,
            agent: false,
            method: body ? 'POST' : 'GET',
            path: body ? `${API_PREFIX}${accountEndpoints.login.path}` : HEALTH_PATH,
            headers: body ? { 'content-type': 'application/json' } : {},
          },
          (reply) => {
            let text = '';
            reply.on('data', (chunk: Buffer) => (text += chunk.toString()));
            reply.on('end', () =>
              resolve({ status: reply.statusCode ?? 0, retryAfter: reply.headers['retry-after'], body: text }),
            );
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
        request.end(body);
      });
    const outcomes = await Promise.all(Array.from({ length: CAP }, (_, index) => guest(index)));
    for (const outcome of outcomes) {
      expect(outcome).toEqual({
        status: 503,
        retryAfter: '2',
        body: JSON.stringify({ message: MESSAGES.serviceUnavailable }),
      });
    }
    // A crowd several times the cap, every one connected before any has sent its request.
    const crowdOfGuests = await Promise.all(Array.from({ length: CAP * 4 }, () => open(crowd)));
    await sleep(50);
    const statuses = await Promise.all(crowdOfGuests.map((client) => healthStatusOn(client, 'keep-alive')));
    expect(statuses).toEqual(crowdOfGuests.map(() => 503));
    expect(busy.some((client) => client.isClosed())).toBe(false);
  });

  it('answers a turned-away request that arrived while the server was seconds behind, rather than closing it', async () => {
    const crowd = '127.0.0.5';
    const busy = await holdEveryConnection(crowd);
    const late = await open(crowd);
    await sleep(50);
    // The request is on its way at once, but the server is busy past the time a turned-away
    // connection has to send one (this process is the server: its event loop is held here, in
    // the loop's check phase, so its timers are due before it next reads a socket).
    await new Promise<void>((resume) =>
      setImmediate(() => {
        late.socket.write('GET /api/health HTTP/1.1\r\nHost: boothdeck.test\r\nConnection: close\r\n\r\n');
        const heldUntil = Date.now() + REQUEST_WITHIN_MS * 2;
        while (Date.now() < heldUntil) {
          // busy: the event loop reads nothing meanwhile
        }
        resume();
      }),
    );
    await late.closed;
    expect(late.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.received()).toMatch(/\r\nretry-after: 2\r\n/i);

    // One that sends nothing in that time is closed, so a silent crowd cannot hold sockets.
    const silent = await open(crowd);
    await silent.closed;
    expect(silent.received()).toBe('');
    expect(busy.some((client) => client.isClosed())).toBe(false);
  });

  it('does not cap connections behind a reverse proxy, where they all come from the proxy', async () => {
    const proxied = await createTestApp(
      'sqlite',
      { trustProxy: 1 },
      { connectionLimits: { connectionsPerAddress: 1 } },
    );
    try {
      await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const proxiedPort = (proxied.app.server.address() as net.AddressInfo).port;
      const first = await connect(proxiedPort);
      sockets.push(first);
      expect(await healthStatus(proxiedPort)).toBe(200);
    } finally {
      for (const { socket } of sockets) socket.destroy();
      await proxied.close();
    }
  });
});
