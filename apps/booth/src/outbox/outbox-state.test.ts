import { ApiError } from '@boothdeck/client';
import { describe, expect, it } from 'vitest';
import { FRESH_DELIVERY, type OutboxItem } from './outbox-item.ts';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  beginSend,
  classifyFailure,
  isDue,
  OUTBOX_REASONS,
  recoverAtStart,
  retryByHand,
  serverDown,
  settle,
  wakeForNetwork,
} from './outbox-state.ts';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const half = () => 0.5;

const capture: OutboxItem = {
  ...FRESH_DELIVERY,
  id: 'c_abcdefgh12',
  eventUuid: 'event-1',
  kind: 'capture',
  queuedAt: '2026-11-28T09:59:00.000Z',
  after: null,
  payload: { media_type: 'photo', captured_at: '2026-11-28T09:59:00.000Z', file_name: 'photo.jpg' },
};

const fail = (error: unknown, item: OutboxItem = beginSend(capture)) => settle(item, classifyFailure(error), NOW, half);

describe('an outbox item', () => {
  it('is sent once the server stores it, and a duplicate reply changes nothing', () => {
    const sending = beginSend(capture);
    expect(sending).toMatchObject({ status: 'sending', attempts: 1 });
    const sent = settle(sending, { type: 'sent', serverId: 41 }, NOW);
    expect(sent).toMatchObject({ status: 'sent', serverId: 41, reason: null, sentAt: new Date(NOW).toISOString() });
    expect(settle(sent, { type: 'sent', serverId: 41 }, NOW + 5000)).toBe(sent);
    expect(settle(sent, { type: 'offline' }, NOW + 5000)).toBe(sent);
  });

  it('waits for the network when fetch cannot reach the server, and the online event makes it due at once', () => {
    const waiting = fail(new TypeError('Failed to fetch'));
    expect(waiting).toMatchObject({ status: 'retry-wait', cause: 'network', reason: OUTBOX_REASONS.offline });
    expect(isDue(waiting, NOW)).toBe(false);
    expect(isDue(waiting, waiting.nextAttemptAt ?? 0)).toBe(true);
    const woken = wakeForNetwork(waiting);
    expect(isDue(woken, NOW)).toBe(true);
    // A server that asked to wait is not woken by the network.
    const busy = fail(new ApiError(503, 'Down for maintenance'));
    expect(wakeForNetwork(busy)).toBe(busy);
  });

  it('is sent again when it was found sending at start (a reload or a crash mid-send)', () => {
    const found = recoverAtStart(beginSend(capture));
    expect(found).toMatchObject({ status: 'queued', attempts: 1, reason: OUTBOX_REASONS.interrupted });
    expect(isDue(found, NOW)).toBe(true);
    expect(recoverAtStart(capture)).toBe(capture);
  });

  it("keeps a 4xx refusal as failed with the server's message and does not retry it by itself", () => {
    const refused = fail(new ApiError(422, 'The file is not a JPEG, PNG or WebP image.'));
    expect(refused).toMatchObject({
      status: 'failed',
      httpStatus: 422,
      reason: 'The file is not a JPEG, PNG or WebP image.',
    });
    expect(isDue(refused, NOW + 365 * 24 * 3600_000)).toBe(false);
    expect(fail(new ApiError(413, 'Too large'))).toMatchObject({ status: 'failed', httpStatus: 413 });
    expect(fail(new ApiError(403, 'Upgrade your package'))).toMatchObject({ status: 'failed', httpStatus: 403 });
    // The operator's retry sends it again with a fresh backoff.
    expect(retryByHand(refused)).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: null });
  });

  it('retries 408, 429 and 5xx with a growing backoff, never sooner than Retry-After', () => {
    for (const status of [408, 429, 500, 502, 503]) {
      expect(fail(new ApiError(status, 'busy'))).toMatchObject({
        status: 'retry-wait',
        cause: 'server',
        httpStatus: status,
      });
    }
    const asked = fail(new ApiError(429, 'Too many attempts.', {}, 90_000));
    expect(asked.nextAttemptAt).toBe(NOW + 90_000);
    const first = fail(new ApiError(500, 'x'));
    const third = fail(new ApiError(500, 'x'), beginSend({ ...capture, attempts: 2 }));
    expect((third.nextAttemptAt ?? 0) - NOW).toBeGreaterThan((first.nextAttemptAt ?? 0) - NOW);
  });

  it('goes back in line without counting the attempt when the token is refused (401)', () => {
    const waiting = fail(new ApiError(401, 'Please sign in to continue.'));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, cause: 'sign-in', httpStatus: 401 });
  });

  it('only takes an answer for the attempt in flight', () => {
    const failed = fail(new ApiError(422, 'bad'));
    expect(settle(failed, { type: 'offline' }, NOW)).toBe(failed);
  });
});

describe('the backoff', () => {
  it('doubles from one second up to five minutes, with jitter between half and all of it', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(4, () => 1)).toBe(8000);
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_MAX_MS);
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(5)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('tells no network apart from a server that is down while the network is up', () => {
    const offline = classifyFailure(new TypeError('Failed to fetch'), false);
    const unreachable = classifyFailure(new TypeError('Failed to fetch'), true);
    expect(offline).toEqual({ type: 'offline' });
    expect(unreachable).toMatchObject({ type: 'retryable', status: null, message: OUTBOX_REASONS.unreachable });
    expect(settle(beginSend(capture), unreachable, NOW, half)).toMatchObject({ status: 'retry-wait', cause: 'server' });
    expect(serverDown(unreachable)).toBe(true);
    expect(serverDown(classifyFailure(new ApiError(503, 'Down'), true))).toBe(true);
    expect(serverDown(classifyFailure(new ApiError(429, 'Slow down'), true))).toBe(false);
    expect(serverDown(offline)).toBeNull();
  });
});

describe("a sent item's guest details", () => {
  const base = { ...FRESH_DELIVERY, eventUuid: 'event-1', queuedAt: '2026-11-28T09:59:00.000Z', after: null };
  const consent = { terms_text: 'Terms', marketing: true, agreed_at: '2026-11-28T09:59:00.000Z' };
  const lead: OutboxItem = {
    ...base,
    id: 'l_abcdefgh12',
    kind: 'lead',
    payload: { values: { full_name: 'Ada Lovelace', email: 'ada@example.com' }, consent },
  };
  const voucher: OutboxItem = {
    ...base,
    id: 'v_abcdefgh12',
    kind: 'voucher',
    payload: { offer_id: 3, send_email: 'ada@example.com', send_sms: '+447700900123' },
  };
  const share: OutboxItem = {
    ...base,
    id: 's_abcdefgh12',
    kind: 'share',
    payload: { media_client_id: 'c_abcdefgh12', phone: '+447700900123' },
  };

  it('are dropped once the server has stored the item, and kept while it may be sent again', () => {
    for (const item of [lead, voucher, share]) {
      const sent = settle(beginSend(item), { type: 'sent', serverId: 9 }, NOW);
      expect(JSON.stringify(sent)).not.toMatch(/Ada|ada@example\.com|\+447700900123/);
      const waiting = fail(new ApiError(503, 'Down'), beginSend(item));
      expect(waiting.payload).toEqual(item.payload);
      const failed = fail(new ApiError(422, 'Refused'), beginSend(item));
      expect(failed.payload).toEqual(item.payload);
    }
    expect(settle(beginSend(lead), { type: 'sent', serverId: 9 }, NOW).payload).toEqual({ values: {}, consent });
  });
});
