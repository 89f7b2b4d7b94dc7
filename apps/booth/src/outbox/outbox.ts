// Over 300 lines on purpose: createOutbox is one closure over the store, the drain loop and the network listeners.
/**
 * The booth's outbox: every capture, lead, voucher request and share request is written to
 * IndexedDB with its own client_id before the guest is told it is done, then sent in the
 * background, oldest first, one at a time. It survives reloads, crashes and hours offline; each
 * item's delivery follows outbox-state.ts. Across tabs of the kiosk one drains at a time (a Web
 * Lock), and the server stores a repeated client_id once, so every item arrives exactly once.
 */
import type { ApiClient } from '@boothdeck/client';
import type { BoothLeadBody, MediaType } from '@boothdeck/contract';
import { newClientId } from './client-id.ts';
import {
  FRESH_DELIVERY,
  type OutboxFiles,
  type OutboxItem,
  type OutboxItemOf,
  type OutboxKind,
  type OutboxStatus,
} from './outbox-item.ts';
import { sendItem } from './outbox-senders.ts';
import {
  beginSend,
  classifyFailure,
  isDue,
  isPending,
  recoverAtStart,
  retryByHand,
  type SendOutcome,
  serverDown,
  settle,
  wakeForNetwork,
  withoutPersonalData,
} from './outbox-state.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import type { UploadResumably } from './resumable-upload.ts';
import {
  isQuotaError,
  OutboxFullError,
  STORAGE_MESSAGES,
  STORAGE_OK,
  type StorageState,
  storageFromEstimate,
} from './storage-state.ts';

const DRAIN_LOCK = 'boothdeck-outbox-drain';
/** A capture whose blobs the browser no longer has (site data cleared by hand): sending it again cannot help. */
const MISSING_FILE = 'The capture’s file is no longer on this device.';

export type OutboxOptions = {
  client: ApiClient;
  eventUuid: string;
  /** Where items are kept; the booth's IndexedDB database unless a test gives another. */
  openStore?: () => Promise<OutboxStore>;
  /** Sends large clips resumably before their capture call; without it every file is sent whole. */
  uploadResumably?: UploadResumably;
  /** Runs when the server refused the booth's token (401): the app asks the operator to sign in again, then calls `resume`. */
  onSignInNeeded?: () => void;
  /** Where 'online' and 'offline' are heard and whether the device has a network: the window's unless a test gives its own. */
  network?: { events: EventTarget; isOnline: () => boolean };
  now?: () => number;
  random?: () => number;
};

export type OutboxCounts = Record<OutboxStatus, number>;

export type OutboxSnapshot = {
  /** Every item of the event, oldest first, without its files. */
  items: readonly OutboxItem[];
  counts: OutboxCounts;
  /** Items not yet stored by the server. */
  pending: number;
  /** Captures not yet stored by the server (signing out is refused while there are any). */
  pendingCaptures: number;
  /** 'sign-in' while the server refuses the token: nothing is sent until `resume`. */
  paused: 'sign-in' | null;
  online: boolean;
  /** The last send found the network up but the server down (no answer, or a 5xx): not the same as offline. */
  serverUnavailable: boolean;
  storage: StorageState;
};

export type EnqueueCapture = {
  mediaType: MediaType;
  file: Blob;
  /** A clip's poster still (video, and a boomerang recorded as a clip). */
  poster?: Blob | null;
  capturedAt?: Date;
  /** The capture's id, when the caller made it already (its share address uses it). */
  clientId?: string;
};
export type EnqueueLead = Pick<BoothLeadBody, 'values' | 'consent'> & { afterCapture?: string | null };
export type EnqueueVoucher = {
  offerId: number;
  afterLead?: string | null;
  sendEmail?: string;
  sendSms?: string;
};
export type EnqueueShare = { captureClientId: string; email?: string; phone?: string };

export type Outbox = {
  /** Keeps a capture; resolves once it is on the device (then the guest may be told it is kept). */
  enqueueCapture(capture: EnqueueCapture): Promise<string>;
  enqueueLead(lead: EnqueueLead): Promise<string>;
  enqueueVoucher(voucher: EnqueueVoucher): Promise<string>;
  enqueueShare(share: EnqueueShare): Promise<string>;
  /** Starts sending (and listening for the network coming back). */
  start(): Promise<void>;
  stop(): void;
  /** After signing in again: sends what waited for it. */
  resume(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): OutboxSnapshot;
  /** Sends a failed (or waiting) item again now. */
  retry(id: string): Promise<void>;
  retryAll(): Promise<void>;
  /** A capture's file, for the operator to keep one the server refused. */
  exportFile(id: string): Promise<{ blob: Blob; fileName: string } | null>;
  /** Stops sending and deletes every item of the event from the device, files and guests' details included (signing out). */
  forgetAll(): Promise<void>;
  /** Resolves with the item once it is sent or failed, or as it stands after `timeoutMs`. */
  whenSettled(id: string, timeoutMs: number): Promise<OutboxItem | undefined>;
  pendingCount(): number;
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
const extensionOf = (blob: Blob) => EXTENSIONS[blob.type.split(';')[0] ?? ''] ?? 'bin';

function countsOf(items: readonly OutboxItem[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sending: 0, 'retry-wait': 0, sent: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

const browserNetwork = () => ({
  // The window; a bare EventTarget where there is none (Node), which simply never fires.
  events:
    typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as EventTarget) : new EventTarget(),
  isOnline: () => globalThis.navigator?.onLine !== false,
});

/** Runs `task` holding the outbox's drain lock where the browser has Web Locks, else directly. */
async function withDrainLock(task: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (locks) await locks.request(DRAIN_LOCK, task);
  else await task();
}

export function createOutbox({
  client,
  eventUuid,
  openStore = () => openOutboxStore(),
  uploadResumably,
  onSignInNeeded = () => {},
  network = browserNetwork(),
  now = Date.now,
  random = Math.random,
}: OutboxOptions): Outbox {
  let items: OutboxItem[] = [];
  let paused: OutboxSnapshot['paused'] = null;
  let storage: StorageState = STORAGE_OK;
  let serverUnavailable = false;
  const online = network.isOnline;
  let running = false;
  let draining = false;
  let drainAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastQueuedAt = 0;
  const listeners = new Set<() => void>();
  const settledWaiters = new Set<() => void>();

  let storePromise: Promise<OutboxStore> | undefined;
  const store = () => {
    storePromise ??= openStore().then(async (opened) => {
      items = (await opened.list(eventUuid)).map(recoverAtStart);
      return opened;
    });
    return storePromise;
  };

  let snapshot = makeSnapshot();
  function makeSnapshot(): OutboxSnapshot {
    const pendingItems = items.filter(isPending);
    return {
      items,
      counts: countsOf(items),
      pending: pendingItems.length,
      pendingCaptures: pendingItems.filter((item) => item.kind === 'capture').length,
      paused,
      online: online(),
      serverUnavailable: serverUnavailable && online(),
      storage,
    };
  }
  function emit() {
    snapshot = makeSnapshot();
    for (const listener of listeners) listener();
    for (const waiter of settledWaiters) waiter();
  }

  const find = (id: string) => items.find((item) => item.id === id);
  function replace(next: OutboxItem) {
    items = items.map((item) => (item.id === next.id ? next : item));
  }
  async function persist(next: OutboxItem) {
    await (await store()).put(next);
    replace(next);
    emit();
  }

  async function checkStorage() {
    const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
    const fromEstimate = storageFromEstimate(estimate);
    if (fromEstimate.low)
      storage = storage.full ? { ...fromEstimate, full: true, message: STORAGE_MESSAGES.full } : fromEstimate;
    // Room again by the browser's own count: a refused write is no longer the last word.
    else if (estimate?.quota) storage = fromEstimate;
    else if (!storage.full) storage = STORAGE_OK;
    emit();
  }

  async function add<Kind extends OutboxKind>(
    kind: Kind,
    id: string,
    payload: OutboxItemOf<Kind>['payload'],
    after: string | null,
    files?: Omit<OutboxFiles, 'id'>,
  ): Promise<string> {
    const opened = await store();
    // Strictly increasing, so two items queued in the same millisecond keep their order.
    lastQueuedAt = Math.max(now(), lastQueuedAt + 1);
    const item = {
      ...FRESH_DELIVERY,
      id,
      eventUuid,
      kind,
      queuedAt: new Date(lastQueuedAt).toISOString(),
      after,
      payload,
    } as OutboxItem;
    try {
      await opened.add(item, files ? { id, ...files } : undefined);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      storage = { full: true, low: true, message: STORAGE_MESSAGES.full };
      emit();
      throw new OutboxFullError();
    }
    items = [...items, item];
    // A write went through, so there was room for it.
    if (storage.full) storage = STORAGE_OK;
    emit();
    void checkStorage();
    kick();
    return id;
  }

  /** The next item to send: the oldest that is due and whose own dependency has been stored. */
  function nextDue(): OutboxItem | undefined {
    const at = now();
    return items.find((item) => {
      if (!isDue(item, at)) return false;
      return item.after === null || find(item.after)?.status === 'sent';
    });
  }

  async function sendOne(item: OutboxItem): Promise<SendOutcome> {
    const opened = await store();
    const sending = beginSend(item);
    await persist(sending);
    let outcome: SendOutcome;
    try {
      const files = item.kind === 'capture' ? await opened.files(item.id) : undefined;
      const afterServerId = item.after === null ? null : (find(item.after)?.serverId ?? null);
      outcome =
        item.kind === 'capture' && !files
          ? { type: 'refused', status: 0, message: MISSING_FILE }
          : await sendItem(sending, { client, files, afterServerId, uploadResumably });
    } catch (error) {
      outcome = classifyFailure(error, online());
    }
    serverUnavailable = serverDown(outcome) ?? serverUnavailable;
    const settled = settle(find(item.id) ?? sending, outcome, now(), random);
    // Stored first (a crash before the files are freed leaves a sent capture, never a lost one),
    // then published once with the room its files made: whoever sees it sent sees the room too.
    await opened.put(settled);
    replace(settled);
    if (settled.status === 'sent' && settled.kind === 'capture') {
      await opened.dropFiles(settled.id).catch(() => undefined);
      if (storage.full) storage = STORAGE_OK;
      void checkStorage();
    }
    emit();
    if (outcome.type === 'unauthorized' && paused === null) {
      paused = 'sign-in';
      emit();
      onSignInNeeded();
    }
    return outcome;
  }

  async function drainPass() {
    const opened = await store();
    // Another tab may have sent some meanwhile: start from what is stored.
    const stored = new Map((await opened.list(eventUuid)).map((item) => [item.id, item]));
    let changed = false;
    items = items.map((item) => {
      const fresh = stored.get(item.id);
      if (fresh?.status !== 'sent' || item.status === 'sent') return item;
      changed = true;
      return fresh;
    });
    // And what another tab has queued since this one started (holding the lock, no other tab is
    // sending, so one of those left 'sending' was cut short and goes back in line).
    const known = new Set(items.map((item) => item.id));
    const added = [...stored.values()].filter((item) => !known.has(item.id)).map(recoverAtStart);
    if (added.length > 0) {
      items = [...items, ...added].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
      changed = true;
    }
    if (changed) emit();
    for (;;) {
      if (!running || paused !== null || !online()) return;
      const next = nextDue();
      if (!next) return;
      const outcome = await sendOne(next);
      // No network: the rest would fail the same way; the 'online' event or the timer wakes it.
      if (outcome.type === 'offline') return;
    }
  }

  async function drain() {
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    try {
      do {
        drainAgain = false;
        await withDrainLock(drainPass);
      } while (drainAgain && running);
    } finally {
      draining = false;
      schedule();
    }
  }

  function kick() {
    if (running) void drain();
  }

  /** Wakes the drain when the earliest waiting item is due. */
  function schedule() {
    clearTimeout(timer);
    if (!running || paused !== null) return;
    const waits = items.filter((item) => item.status === 'retry-wait').map((item) => item.nextAttemptAt ?? 0);
    if (waits.length === 0) return;
    timer = setTimeout(kick, Math.max(0, Math.min(...waits) - now()));
  }

  async function onOnline() {
    const woken = items.filter((item) => wakeForNetwork(item) !== item).map(wakeForNetwork);
    for (const item of woken) await persist(item);
    emit();
    kick();
  }
  const onOffline = () => emit();
  const handleOnline = () => void onOnline();

  function stop() {
    running = false;
    clearTimeout(timer);
    network.events.removeEventListener('online', handleOnline);
    network.events.removeEventListener('offline', onOffline);
  }

  async function retry(id: string) {
    const item = find(id);
    if (!item) return;
    const next = retryByHand(item);
    if (next !== item) await persist(next);
    kick();
  }

  return {
    async enqueueCapture({ mediaType, file, poster = null, capturedAt = new Date(now()), clientId }) {
      const id = clientId ?? newClientId('c');
      const payload = {
        media_type: mediaType,
        captured_at: capturedAt.toISOString(),
        file_name: `${mediaType}-${id}.${extensionOf(file)}`,
      };
      return add('capture', id, payload, null, { file, poster });
    },
    enqueueLead: ({ values, consent, afterCapture = null }) =>
      add('lead', newClientId('l'), { values, consent }, afterCapture),
    enqueueVoucher: ({ offerId, afterLead = null, sendEmail, sendSms }) =>
      add('voucher', newClientId('v'), { offer_id: offerId, send_email: sendEmail, send_sms: sendSms }, afterLead),
    enqueueShare: ({ captureClientId, email, phone }) =>
      add('share', newClientId('s'), { media_client_id: captureClientId, email, phone }, captureClientId),

    async start() {
      if (running) return;
      const opened = await store();
      // A 'sending' left by a reload or a crash goes back in line, on disk too; a sent item keeps
      // no guest's details (one an older booth kept is cleared now).
      for (const item of await opened.list(eventUuid)) {
        if (item.status === 'sending') await opened.put(recoverAtStart(item));
        else if (item.status === 'sent' && withoutPersonalData(item) !== item)
          await opened.put(withoutPersonalData(item));
      }
      items = items.map((item) => (item.status === 'sent' ? withoutPersonalData(item) : item));
      running = true;
      network.events.addEventListener('online', handleOnline);
      network.events.addEventListener('offline', onOffline);
      emit();
      void checkStorage();
      kick();
    },
    stop,
    resume() {
      paused = null;
      emit();
      kick();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    retry,
    async retryAll() {
      for (const item of items) {
        if (item.status === 'failed' || item.status === 'retry-wait') {
          const next = retryByHand(item);
          await persist(next);
        }
      }
      kick();
    },
    async forgetAll() {
      stop();
      await (await store()).forgetEvent(eventUuid);
      items = [];
      emit();
    },
    async exportFile(id) {
      const item = find(id);
      if (item?.kind !== 'capture') return null;
      const files = await (await store()).files(id);
      return files ? { blob: files.file, fileName: item.payload.file_name } : null;
    },
    whenSettled(id, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          const item = find(id);
          if (item?.status === 'sent' || item?.status === 'failed') finish(item);
        };
        const finish = (item: OutboxItem | undefined) => {
          clearTimeout(deadline);
          settledWaiters.delete(check);
          resolve(item);
        };
        const deadline = setTimeout(() => finish(find(id)), timeoutMs);
        settledWaiters.add(check);
        void store().then(check);
      });
    },
    pendingCount: () => items.filter(isPending).length,
  };
}
