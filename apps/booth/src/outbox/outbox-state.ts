/**
 * The delivery state machine of one outbox item, free of storage, timers and the network:
 *
 *   queued ──begin──▶ sending ──sent──▶ sent
 *                        │
 *                        ├─ offline (fetch's TypeError) ─▶ retry-wait (woken by 'online')
 *                        ├─ 408 / 429 / 5xx ─────────────▶ retry-wait (backoff with jitter, at least Retry-After)
 *                        ├─ 401 ─────────────────────────▶ queued, the whole outbox paused until signed in again
 *                        └─ any other 4xx ───────────────▶ failed(the server's message), retried only by hand
 *
 * A 'sending' item found when the booth starts (a reload or a crash mid-send) is queued again:
 * the server stores a repeated client_id once, so sending it again cannot make a second copy.
 * A reply for an item already sent (a duplicate, or another tab's) changes nothing.
 */
import { ApiError } from '@boothdeck/client';
import type { OutboxCause, OutboxItem, OutboxReply } from './outbox-item.ts';

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

export const OUTBOX_REASONS = {
  offline: 'Offline: it will be sent when the network is back.',
  unreachable: 'Server unavailable: the network is up but the server does not answer. Trying again.',
  signIn: 'Waiting for the booth to sign in again.',
  interrupted: 'Interrupted while sending; sending again.',
  waitingFor: 'Waiting for the capture it belongs to.',
} as const;

/** How one send attempt ended. */
export type SendOutcome =
  | { type: 'sent'; serverId: number; reply?: OutboxReply }
  | { type: 'offline' }
  | { type: 'retryable'; status: number | null; message: string; retryAfterMs?: number }
  | { type: 'refused'; status: number; message: string }
  | { type: 'unauthorized'; message: string };

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/** Sorts what a send threw into what the outbox does next; `online` is whether the device has a network. */
export function classifyFailure(error: unknown, online = false): SendOutcome {
  if (error instanceof ApiError) {
    if (error.status === 401) return { type: 'unauthorized', message: error.message };
    if (RETRYABLE_STATUSES.has(error.status) || error.status >= 500) {
      return { type: 'retryable', status: error.status, message: error.message, retryAfterMs: error.retryAfterMs };
    }
    return { type: 'refused', status: error.status, message: error.message };
  }
  // fetch rejects with a TypeError when there is no network, or when the server cannot be
  // reached although there is one (the server or its proxy is down): that is not "offline".
  if (error instanceof TypeError)
    return online ? { type: 'retryable', status: null, message: OUTBOX_REASONS.unreachable } : { type: 'offline' };
  const message = error instanceof Error ? error.message : String(error);
  return { type: 'retryable', status: null, message: message || 'The upload did not finish.' };
}

/** The wait before attempt number `attempts + 1`: doubling from 1 s to 5 min, with jitter (50–100 %). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Whether the item may be sent now (its dependency aside). */
export function isDue(item: OutboxItem, now: number): boolean {
  if (item.status === 'queued') return true;
  return item.status === 'retry-wait' && (item.nextAttemptAt ?? 0) <= now;
}

/** Whether it still has to reach the server (the operator's "not yet sent"). */
export const isPending = (item: OutboxItem): boolean => item.status !== 'sent';

export function beginSend<Item extends OutboxItem>(item: Item): Item {
  return { ...item, status: 'sending', attempts: item.attempts + 1, nextAttemptAt: null };
}

const waitWith = <Item extends OutboxItem>(
  item: Item,
  cause: OutboxCause,
  reason: string,
  until: number,
  status: number | null = null,
): Item => ({ ...item, status: 'retry-wait', cause, reason, nextAttemptAt: until, httpStatus: status });

/** The item after a send attempt ended with `outcome`. */
export function settle<Item extends OutboxItem>(
  item: Item,
  outcome: SendOutcome,
  now: number,
  random: () => number = Math.random,
): Item {
  if (item.status === 'sent') return item;
  if (outcome.type === 'sent') {
    return {
      ...withoutPersonalData(item),
      status: 'sent',
      serverId: outcome.serverId,
      reply: outcome.reply ?? null,
      sentAt: new Date(now).toISOString(),
      reason: null,
      cause: null,
      httpStatus: null,
      nextAttemptAt: null,
    };
  }
  // Any other answer only counts for the attempt in flight.
  if (item.status !== 'sending') return item;
  switch (outcome.type) {
    case 'offline':
      return waitWith(item, 'network', OUTBOX_REASONS.offline, now + backoffDelay(item.attempts, random));
    case 'retryable': {
      const delay = Math.max(backoffDelay(item.attempts, random), outcome.retryAfterMs ?? 0);
      return waitWith(item, 'server', outcome.message, now + delay, outcome.status);
    }
    case 'unauthorized':
      // Not the item's fault: it goes back in line, and this attempt is not counted.
      return {
        ...item,
        status: 'queued',
        attempts: item.attempts - 1,
        cause: 'sign-in',
        reason: OUTBOX_REASONS.signIn,
        httpStatus: 401,
      };
    case 'refused':
      return {
        ...item,
        status: 'failed',
        cause: 'refused',
        reason: outcome.message,
        httpStatus: outcome.status,
        nextAttemptAt: null,
      };
  }
}

/** At start: an item left 'sending' by a reload or a crash is sent again. */
export function recoverAtStart<Item extends OutboxItem>(item: Item): Item {
  if (item.status !== 'sending') return item;
  return { ...item, status: 'queued', cause: 'interrupted', reason: OUTBOX_REASONS.interrupted };
}

/** The network is back: what waited for it is due at once. */
export function wakeForNetwork<Item extends OutboxItem>(item: Item): Item {
  if (item.status !== 'retry-wait' || item.cause !== 'network') return item;
  return { ...item, nextAttemptAt: null };
}

/** The operator asked to try again: a failed or waiting item is due now, with a fresh backoff. */
export function retryByHand<Item extends OutboxItem>(item: Item): Item {
  if (item.status !== 'failed' && item.status !== 'retry-wait') return item;
  return { ...item, status: 'queued', attempts: 0, nextAttemptAt: null };
}

/**
 * What a sent item keeps once the server has it: nothing that names a guest. A lead loses its
 * answers (name, e-mail…), a voucher and a share the address or number they went to; failed and
 * waiting items keep everything, as sending them again needs it.
 */
export function withoutPersonalData<Item extends OutboxItem>(item: Item): Item {
  switch (item.kind) {
    case 'lead':
      return { ...item, payload: { ...item.payload, values: {} } };
    case 'voucher': {
      const { send_email: _email, send_sms: _sms, ...rest } = item.payload;
      return { ...item, payload: rest };
    }
    case 'share': {
      const { email: _email, phone: _phone, ...rest } = item.payload;
      return { ...item, payload: rest };
    }
    case 'capture':
    case 'print':
      return item;
  }
}

/** Whether an attempt's outcome says the server is down (no answer or a 5xx while the network is up); null when it says nothing either way. */
export function serverDown(outcome: SendOutcome): boolean | null {
  if (outcome.type === 'offline') return null;
  if (outcome.type === 'retryable') return outcome.status === null || outcome.status >= 500;
  return false;
}
