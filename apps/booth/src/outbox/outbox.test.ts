// @vitest-environment node
// Over 300 lines on purpose: every path of an item through the outbox, against the one fake server written here.
/**
 * The outbox against an in-memory IndexedDB (fake-indexeddb) and a fake booth server that, like
 * the real one, stores a repeated client_id once. The client is the real one; the fake answers
 * its requests through the contract's stubs, so its paths and replies are the definitions' own.
 * The real server and browser are exercised by the journey e2e/journeys/booth-outbox.test.ts.
 */
import 'fake-indexeddb/auto';
import { createApiClient, type Endpoint } from '@boothdeck/client';
import { jsonReply, type Stub, stub, stubApi } from '@boothdeck/client/testing';
import {
  type BoothShareReply,
  type BoothVoucher,
  boothSharingEndpoints,
  type EndpointDefinition,
  type EndpointReply,
  type GalleryItem,
  type Lead,
  MEDIA_TYPES,
} from '@boothdeck/contract';
import { boothLeadCalls, boothMediaCalls, boothVoucherCalls } from '@boothdeck/contract/call-addresses';
import { RESUMABLE_UPLOADS } from '@boothdeck/contract/resumable-uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outbox, type OutboxSnapshot } from './outbox.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import { OutboxFullError } from './storage-state.ts';

type Request = { path: string; clientId: string; body: Record<string, unknown> };
/** A test's own answer to a request (a failure reply, a thrown network error); undefined: the server's usual one. */
type Answer = (request: Request) => Response | undefined | Promise<Response | undefined>;
type Stored = { id: number; created: boolean; body: Record<string, unknown> };

const AT = '2026-11-24T21:04:05Z';

const captureOf = (id: number, mediaType: unknown): GalleryItem => ({
  id,
  event_id: 1,
  media_type: MEDIA_TYPES.find((type) => type === mediaType) ?? 'photo',
  event_photo: null,
  event_video: null,
  event_gif: null,
  event_burst_gif: null,
  preview: null,
  created_at: AT,
});

const leadOf = (id: number): Lead => ({
  id,
  name: '',
  email: '',
  mobile: null,
  created_at: AT,
  captured_local: '2026-11-24 21:04',
  marketing: 0,
  media_id: null,
  booth_name: null,
});

const voucherOf = (id: number): BoothVoucher => ({
  id,
  offer_id: 31,
  offer_name: 'Free coffee',
  lead_id: null,
  voucher_no: `NO${id}`,
  uuid: `voucher-${id}`,
  expires_at: AT,
  claimed_at: null,
  created_at: AT,
  page_url: `https://x/offer/${id}`,
});

/** A booth server: stores each client_id once and answers a repeat with what it stored. */
function fakeServer() {
  const stored = new Map<string, { id: number; path: string; body: Record<string, unknown> }>();
  const requests: Request[] = [];
  let nextId = 100;
  let answer: Answer | null = null;

  /** Records each request to one call, then answers as the test said or from what is stored under its client_id. */
  function storing<Definition extends EndpointDefinition>(
    endpoint: Endpoint<Definition>,
    reply: (stored: Stored) => EndpointReply<Definition>,
  ): Stub {
    return stub(endpoint, async (sent) => {
      const sentBody: unknown = sent.body;
      const body =
        sentBody instanceof FormData ? Object.fromEntries(sentBody.entries()) : (sentBody as Record<string, unknown>);
      const request = { path: endpoint.path, clientId: String(body.client_id), body };
      requests.push(request);
      const answered = await answer?.(request);
      if (answered) return answered;
      const record = stored.get(request.clientId) ?? { id: nextId++, path: request.path, body };
      const created = !stored.has(request.clientId);
      stored.set(request.clientId, record);
      return reply({ id: record.id, created, body: record.body });
    });
  }

  stubApi(
    storing(boothMediaCalls.upload, ({ id, body }) => ({
      media: captureOf(id, body.media_type),
      share_url: `https://x/share/${id}`,
    })),
    storing(boothLeadCalls.capture, ({ id, created }) => ({ lead: leadOf(id), created })),
    storing(boothVoucherCalls.issue, ({ id }) => ({ voucher: voucherOf(id) })),
    storing(
      boothSharingEndpoints.share,
      ({ id, created }): BoothShareReply => ({
        message: 'sent',
        created,
        media_id: 1,
        share_url: 'https://x/share/1',
        shares: [{ id, channel: 'email', state: 'queued' }],
      }),
    ),
  );
  return {
    client: createApiClient(),
    stored,
    requests,
    answerWith(next: Answer | null) {
      answer = next;
    },
  };
}

/** A refusal as the server words it: its status and message. */
const refusal = (status: number, message: string) => jsonReply(status, { message });

let databases = 0;
const outboxes: Outbox[] = [];
const network = () => {
  const events = new EventTarget();
  const state = { online: true };
  return {
    events,
    isOnline: () => state.online,
    set(online: boolean) {
      state.online = online;
      events.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
};

function makeOutbox(server: ReturnType<typeof fakeServer>, options: Partial<Parameters<typeof createOutbox>[0]> = {}) {
  const outbox = createOutbox({ client: server.client, eventUuid: 'event-1', random: () => 0, ...options });
  outboxes.push(outbox);
  return outbox;
}
const freshDatabase = () => {
  const name = `outbox-test-${databases++}`;
  return () => openOutboxStore(name);
};

async function until(outbox: Outbox, check: (snapshot: OutboxSnapshot) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check(outbox.getSnapshot())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(outbox.getSnapshot().counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const jpeg = (label: string) => new Blob([label], { type: 'image/jpeg' });

afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('keeps captures taken offline and sends each exactly once, oldest first, when the network is back', async () => {
    const server = fakeServer();
    const net = network();
    net.set(false);
    const outbox = makeOutbox(server, { openStore: freshDatabase(), network: net });
    await outbox.start();
    const ids = [];
    for (const label of ['one', 'two', 'three'])
      ids.push(await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg(label) }));
    expect(outbox.getSnapshot()).toMatchObject({ pending: 3, online: false, counts: { queued: 3 } });
    expect(server.requests).toHaveLength(0);

    net.set(true);
    await until(outbox, (snapshot) => snapshot.counts.sent === 3);
    expect(server.requests.map((request) => request.clientId)).toEqual(ids);
    expect(server.stored.size).toBe(3);
    expect(outbox.pendingCount()).toBe(0);
  });

  it('waits on a network error and sends at the online event, keeping the item the whole time', async () => {
    const server = fakeServer();
    const net = network();
    const outbox = makeOutbox(server, { openStore: freshDatabase(), network: net });
    // The network drops as the upload leaves.
    server.answerWith(() => {
      net.set(false);
      throw new TypeError('Failed to fetch');
    });
    await outbox.start();
    const id = await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    await until(outbox, (snapshot) => snapshot.counts['retry-wait'] === 1);
    expect(outbox.getSnapshot()).toMatchObject({ online: false, serverUnavailable: false });
    expect(outbox.getSnapshot().items[0]).toMatchObject({ id, cause: 'network' });
    server.answerWith(null);
    net.set(true);
    await until(outbox, (snapshot) => snapshot.counts.sent === 1);
    expect(server.stored.size).toBe(1);
  });

  it('tells a server that does not answer, or answers 5xx, apart from being offline, and clears it once the server answers', async () => {
    const server = fakeServer();
    const net = network();
    const outbox = makeOutbox(server, { openStore: freshDatabase(), network: net });
    let calls = 0;
    server.answerWith(() => {
      calls += 1;
      // The network is up: the server is down (no answer), then its proxy says so (503), then it is back.
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return jsonReply(503, {});
      return undefined;
    });
    await outbox.start();
    await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    await until(outbox, (snapshot) => snapshot.counts['retry-wait'] === 1);
    expect(outbox.getSnapshot()).toMatchObject({ online: true, serverUnavailable: true });
    expect(outbox.getSnapshot().items[0]?.reason).toMatch(/^Server unavailable/);
    expect(outbox.getSnapshot().items[0]?.reason).not.toMatch(/Offline/);
    await until(outbox, (snapshot) => snapshot.items[0]?.httpStatus === 503);
    expect(outbox.getSnapshot().serverUnavailable).toBe(true);
    await until(outbox, (snapshot) => snapshot.counts.sent === 1);
    expect(outbox.getSnapshot().serverUnavailable).toBe(false);
  });

  it('sends again what a reload or crash interrupted mid-send, and the server keeps it once', async () => {
    const server = fakeServer();
    const openStore = freshDatabase();
    const first = makeOutbox(server, { openStore });
    // The server stores the upload but its reply never arrives: the tab is closed meanwhile.
    server.answerWith(() => new Promise<never>(() => {}));
    await first.start();
    const id = await first.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    await until(first, (snapshot) => snapshot.counts.sending === 1);
    await expect.poll(() => server.requests.length).toBe(1);
    first.stop();

    server.answerWith(null);
    const second = makeOutbox(server, { openStore });
    await second.start();
    await until(second, (snapshot) => snapshot.counts.sent === 1);
    expect(server.requests.map((request) => request.clientId)).toEqual([id, id]);
    expect(server.stored.size).toBe(1);
  });

  it("keeps a refused capture as failed with the server's message, sends it again only when asked, and exports its file", async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server, { openStore: freshDatabase() });
    server.answerWith(() => refusal(422, 'The file is not a JPEG, PNG or WebP image.'));
    await outbox.start();
    const id = await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('broken') });
    await until(outbox, (snapshot) => snapshot.counts.failed === 1);
    expect(outbox.getSnapshot().items[0]).toMatchObject({
      status: 'failed',
      httpStatus: 422,
      reason: 'The file is not a JPEG, PNG or WebP image.',
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.requests).toHaveLength(1);

    const exported = await outbox.exportFile(id);
    expect(exported?.fileName).toBe(`photo-${id}.jpg`);
    expect(await exported?.blob.text()).toBe('broken');

    server.answerWith(null);
    await outbox.retry(id);
    await until(outbox, (snapshot) => snapshot.counts.sent === 1);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a busy server after its backoff', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server, { openStore: freshDatabase() });
    let calls = 0;
    server.answerWith(() => {
      calls += 1;
      if (calls === 1) return refusal(503, 'Down for maintenance');
      return undefined;
    });
    await outbox.start();
    await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    await until(outbox, (snapshot) => snapshot.counts['retry-wait'] === 1);
    expect(outbox.getSnapshot().items[0]).toMatchObject({ reason: 'Down for maintenance', httpStatus: 503 });
    await until(outbox, (snapshot) => snapshot.counts.sent === 1);
    expect(calls).toBe(2);
  });

  it('pauses everything on a refused token, asks to sign in again, and carries on after', async () => {
    const server = fakeServer();
    let asked = 0;
    const outbox = makeOutbox(server, { openStore: freshDatabase(), onSignInNeeded: () => (asked += 1) });
    server.answerWith(() => refusal(401, 'Please sign in to continue.'));
    await outbox.start();
    await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('b') });
    await until(outbox, (snapshot) => snapshot.paused === 'sign-in');
    expect(asked).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(outbox.getSnapshot()).toMatchObject({ pending: 2, counts: { queued: 2 } });

    server.answerWith(null);
    outbox.resume();
    await until(outbox, (snapshot) => snapshot.counts.sent === 2);
    expect(server.stored.size).toBe(2);
  });

  it("sends a lead, a voucher and a share after the capture they refer to, with the server's ids", async () => {
    const server = fakeServer();
    const net = network();
    net.set(false);
    const outbox = makeOutbox(server, { openStore: freshDatabase(), network: net });
    await outbox.start();
    const capture = await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    const consent = { terms_text: 'Terms', marketing: true, agreed_at: new Date().toISOString() };
    const lead = await outbox.enqueueLead({ values: { email: 'ada@example.com' }, consent, afterCapture: capture });
    const voucher = await outbox.enqueueVoucher({ offerId: 31, afterLead: lead, sendEmail: 'ada@example.com' });
    await outbox.enqueueShare({ captureClientId: capture, email: 'ada@example.com' });
    net.set(true);
    await until(outbox, (snapshot) => snapshot.counts.sent === 4);

    const mediaId = server.stored.get(capture)?.id;
    const leadId = server.stored.get(lead)?.id;
    expect(server.requests.map((request) => request.path)).toEqual([
      '/booth/media',
      '/booth/leads',
      '/booth/vouchers',
      '/booth/shares',
    ]);
    expect(server.requests[1]?.body).toMatchObject({ client_id: lead, media_id: mediaId });
    expect(server.requests[2]?.body).toMatchObject({ client_id: voucher, offer_id: 31, lead_id: leadId });
    expect(server.requests[3]?.body).toMatchObject({ media_client_id: capture, email: 'ada@example.com' });
    expect((await outbox.whenSettled(voucher, 100))?.reply?.voucher?.page_url).toBe(
      `https://x/offer/${server.stored.get(voucher)?.id}`,
    );
  });

  it("keeps no guest's details on the device once the server has them, and nothing at all after signing out", async () => {
    const server = fakeServer();
    const openStore = freshDatabase();
    const outbox = makeOutbox(server, { openStore });
    await outbox.start();
    const capture = await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('a') });
    const consent = { terms_text: 'Terms', marketing: true, agreed_at: new Date().toISOString() };
    const guest = { full_name: 'Ada Lovelace', email: 'ada@example.com' };
    const lead = await outbox.enqueueLead({ values: guest, consent, afterCapture: capture });
    await outbox.enqueueVoucher({
      offerId: 31,
      afterLead: lead,
      sendEmail: 'ada@example.com',
      sendSms: '+447700900123',
    });
    await outbox.enqueueShare({ captureClientId: capture, email: 'ada@example.com' });
    await until(outbox, (snapshot) => snapshot.counts.sent === 4);
    // What the server was sent had the guest's details…
    expect(server.requests[1]?.body).toMatchObject({ values: guest });

    // …what the device's database keeps has none of them.
    const store = await openStore();
    const kept = JSON.stringify(await store.list('event-1'));
    for (const personal of ['Ada Lovelace', 'ada@example.com', '+447700900123']) expect(kept).not.toContain(personal);
    expect(JSON.stringify(outbox.getSnapshot().items)).not.toContain('ada@example.com');

    // Signing out deletes every item and file of the event.
    await outbox.forgetAll();
    expect(await store.list('event-1')).toEqual([]);
    expect(await store.files(capture)).toBeUndefined();
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('clears the details a sent item kept from before, when the booth starts', async () => {
    const server = fakeServer();
    const openStore = freshDatabase();
    const store = await openStore();
    const consent = { terms_text: 'Terms', marketing: false, agreed_at: new Date().toISOString() };
    await store.add({
      id: 'l_kept_from_before_0001',
      eventUuid: 'event-1',
      kind: 'lead',
      queuedAt: new Date().toISOString(),
      after: null,
      payload: { values: { email: 'grace@example.com' }, consent },
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      reason: null,
      cause: null,
      httpStatus: null,
      serverId: 7,
      sentAt: new Date().toISOString(),
      reply: null,
    });
    const outbox = makeOutbox(server, { openStore });
    await outbox.start();
    expect(JSON.stringify(await store.list('event-1'))).not.toContain('grace@example.com');
    expect(JSON.stringify(outbox.getSnapshot().items)).not.toContain('grace@example.com');
  });

  it('says the storage is full when a capture cannot be written, and keeps what was queued', async () => {
    const server = fakeServer();
    const net = network();
    net.set(false);
    const openStore = freshDatabase();
    let full = false;
    const cramped = async (): Promise<OutboxStore> => {
      const store = await openStore();
      return {
        ...store,
        add: (item, files) => {
          if (full) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
          return store.add(item, files);
        },
        // Freeing a sent capture's files takes a while on a busy device: the snapshot that says
        // the capture is sent must already say there is room again, whatever that delay.
        dropFiles: async (id) => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await store.dropFiles(id);
        },
      };
    };
    const outbox = makeOutbox(server, { openStore: cramped, network: net });
    await outbox.start();
    await outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('kept') });
    full = true;
    await expect(outbox.enqueueCapture({ mediaType: 'photo', file: jpeg('lost') })).rejects.toBeInstanceOf(
      OutboxFullError,
    );
    expect(outbox.getSnapshot().storage).toMatchObject({
      full: true,
      message: expect.stringMatching(/storage is full/),
    });
    expect(outbox.getSnapshot().pending).toBe(1);

    // Once the queue has uploaded, there is room again.
    net.set(true);
    await until(outbox, (snapshot) => snapshot.counts.sent === 1);
    expect(outbox.getSnapshot().storage.full).toBe(false);
  });

  it('sends a large clip by a resumable upload first and names it in the capture call; photos and short clips whole', async () => {
    const server = fakeServer();
    const resumed: { clientId: string; size: number }[] = [];
    const uploadResumably = async (file: Blob, clientId: string) => {
      resumed.push({ clientId, size: file.size });
      return `upload-of-${clientId}`;
    };
    const outbox = makeOutbox(server, { openStore: freshDatabase(), uploadResumably });
    await outbox.start();
    const large = new Blob([new Uint8Array(RESUMABLE_UPLOADS.clipsAboveBytes + 1)], { type: 'video/mp4' });
    const clip = await outbox.enqueueCapture({ mediaType: 'video', file: large, poster: jpeg('poster') });
    const shortClip = await outbox.enqueueCapture({
      mediaType: 'boomerang',
      file: new Blob(['short'], { type: 'video/mp4' }),
      poster: jpeg('poster'),
    });
    const photo = await outbox.enqueueCapture({ mediaType: 'photo', file: new Blob([large], { type: 'image/jpeg' }) });
    await until(outbox, (snapshot) => snapshot.counts.sent === 3, 10_000);

    expect(resumed).toEqual([{ clientId: clip, size: large.size }]);
    const sent = new Map(server.requests.map((request) => [request.clientId, request.body]));
    expect(sent.get(clip)).toMatchObject({ upload_id: `upload-of-${clip}`, media_type: 'video' });
    expect(sent.get(clip)).not.toHaveProperty('file');
    expect(sent.get(clip)?.poster).toBeInstanceOf(Blob);
    for (const whole of [shortClip, photo]) {
      expect(sent.get(whole)).not.toHaveProperty('upload_id');
      expect(sent.get(whole)?.file).toBeInstanceOf(Blob);
    }
  });
});
