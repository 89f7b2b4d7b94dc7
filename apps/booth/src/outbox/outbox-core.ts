/**
 * What the parts of an outbox share: the event's items as last read or written (without their
 * files), the store they are kept in, the state the operator sees (paused, storage, server
 * unavailable), and the snapshot and listeners that publish each change.
 */
import type { OutboxItem } from './outbox-item.ts';
import { isPending, recoverAtStart } from './outbox-state.ts';
import type { OutboxStore } from './outbox-store.ts';
import type { OutboxCounts, OutboxOptions, OutboxSnapshot } from './outbox-types.ts';
import { STORAGE_MESSAGES, STORAGE_OK, type StorageState, storageFromEstimate } from './storage-state.ts';

type Settings = Required<Pick<OutboxOptions, 'client' | 'eventUuid' | 'network' | 'now' | 'random' | 'openStore'>> &
  Pick<OutboxOptions, 'uploadResumably' | 'onSignInNeeded'>;

export type OutboxCore = Settings & {
  items: OutboxItem[];
  paused: OutboxSnapshot['paused'];
  storage: StorageState;
  serverUnavailable: boolean;
  /** Sending (and listening for the network) between `start` and `stop`. */
  running: boolean;
  readonly listeners: Set<() => void>;
  /** Checks of `whenSettled`, run at each change. */
  readonly settledWaiters: Set<() => void>;
  /** The store, opened once; the first open reads the event's items (a 'sending' one goes back in line). */
  store(): Promise<OutboxStore>;
  snapshot(): OutboxSnapshot;
  /** Publishes the current state to the listeners. */
  emit(): void;
  find(id: string): OutboxItem | undefined;
  replace(next: OutboxItem): void;
  /** Writes an item's new state, then publishes it. */
  persist(next: OutboxItem): Promise<void>;
  /** Reads the browser's estimate of the room left and publishes what it means. */
  checkStorage(): Promise<void>;
};

function countsOf(items: readonly OutboxItem[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sending: 0, 'retry-wait': 0, sent: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export const browserNetwork = () => ({
  // The window; a bare EventTarget where there is none (Node), which simply never fires.
  events:
    typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as EventTarget) : new EventTarget(),
  isOnline: () => globalThis.navigator?.onLine !== false,
});

export function createOutboxCore(settings: Settings): OutboxCore {
  let storePromise: Promise<OutboxStore> | undefined;
  const online = settings.network.isOnline;

  const makeSnapshot = (): OutboxSnapshot => {
    const pendingItems = core.items.filter(isPending);
    return {
      items: core.items,
      counts: countsOf(core.items),
      pending: pendingItems.length,
      pendingCaptures: pendingItems.filter((item) => item.kind === 'capture').length,
      paused: core.paused,
      online: online(),
      serverUnavailable: core.serverUnavailable && online(),
      storage: core.storage,
    };
  };
  let snapshot: OutboxSnapshot;

  const core: OutboxCore = {
    ...settings,
    items: [],
    paused: null,
    storage: STORAGE_OK,
    serverUnavailable: false,
    running: false,
    listeners: new Set(),
    settledWaiters: new Set(),
    store() {
      storePromise ??= settings.openStore().then(async (opened) => {
        core.items = (await opened.list(settings.eventUuid)).map(recoverAtStart);
        return opened;
      });
      return storePromise;
    },
    snapshot: () => snapshot,
    emit() {
      snapshot = makeSnapshot();
      for (const listener of core.listeners) listener();
      for (const waiter of core.settledWaiters) waiter();
    },
    find: (id) => core.items.find((item) => item.id === id),
    replace(next) {
      core.items = core.items.map((item) => (item.id === next.id ? next : item));
    },
    async persist(next) {
      await (await core.store()).put(next);
      core.replace(next);
      core.emit();
    },
    async checkStorage() {
      const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
      const fromEstimate = storageFromEstimate(estimate);
      if (fromEstimate.low)
        core.storage = core.storage.full
          ? { ...fromEstimate, full: true, message: STORAGE_MESSAGES.full }
          : fromEstimate;
      // Room again by the browser's own count: a refused write is no longer the last word.
      else if (estimate?.quota) core.storage = fromEstimate;
      else if (!core.storage.full) core.storage = STORAGE_OK;
      core.emit();
    },
  };
  snapshot = makeSnapshot();
  return core;
}
