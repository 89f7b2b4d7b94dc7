/**
 * The booth's outbox: every capture, lead, voucher request and share request is written to
 * IndexedDB with its own client_id before the guest is told it is done, then sent in the
 * background, oldest first, one at a time. It survives reloads, crashes and hours offline; each
 * item's delivery follows outbox-state.ts. Across tabs of the kiosk one drains at a time (a Web
 * Lock), and the server stores a repeated client_id once, so every item arrives exactly once.
 *
 * Its parts: outbox-core.ts (the items, the store, the snapshot), outbox-enqueue.ts (keeping),
 * outbox-drain.ts (sending); here, starting, stopping and the operator's calls.
 */

import { browserNetwork, createOutboxCore } from './outbox-core.ts';
import { createDrain } from './outbox-drain.ts';
import { createEnqueue } from './outbox-enqueue.ts';
import type { OutboxItem } from './outbox-item.ts';
import { isPending, recoverAtStart, retryByHand, wakeForNetwork, withoutPersonalData } from './outbox-state.ts';
import { openOutboxStore } from './outbox-store.ts';
import type { Outbox, OutboxOptions } from './outbox-types.ts';

export type {
  EnqueueCapture,
  EnqueueLead,
  EnqueuePrint,
  EnqueueShare,
  EnqueueVoucher,
  Outbox,
  OutboxCounts,
  OutboxOptions,
  OutboxSnapshot,
} from './outbox-types.ts';

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
  const core = createOutboxCore({
    client,
    eventUuid,
    openStore,
    uploadResumably,
    onSignInNeeded,
    network,
    now,
    random,
  });
  const { kick, cancelWake } = createDrain(core);

  async function onOnline() {
    const woken = core.items.filter((item) => wakeForNetwork(item) !== item).map(wakeForNetwork);
    for (const item of woken) await core.persist(item);
    core.emit();
    kick();
  }
  const onOffline = () => core.emit();
  const handleOnline = () => void onOnline();

  function stop() {
    core.running = false;
    cancelWake();
    network.events.removeEventListener('online', handleOnline);
    network.events.removeEventListener('offline', onOffline);
  }

  async function retry(id: string) {
    const item = core.find(id);
    if (!item) return;
    const next = retryByHand(item);
    if (next !== item) await core.persist(next);
    kick();
  }

  return {
    ...createEnqueue(core, kick),
    async start() {
      if (core.running) return;
      const opened = await core.store();
      // A 'sending' left by a reload or a crash goes back in line, on disk too; a sent item keeps
      // no guest's details (one an older booth kept is cleared now).
      for (const item of await opened.list(eventUuid)) {
        if (item.status === 'sending') await opened.put(recoverAtStart(item));
        else if (item.status === 'sent' && withoutPersonalData(item) !== item)
          await opened.put(withoutPersonalData(item));
      }
      core.items = core.items.map((item) => (item.status === 'sent' ? withoutPersonalData(item) : item));
      core.running = true;
      network.events.addEventListener('online', handleOnline);
      network.events.addEventListener('offline', onOffline);
      core.emit();
      void core.checkStorage();
      kick();
    },
    stop,
    resume() {
      core.paused = null;
      core.emit();
      kick();
    },
    subscribe(listener) {
      core.listeners.add(listener);
      return () => core.listeners.delete(listener);
    },
    getSnapshot: core.snapshot,
    retry,
    async retryAll() {
      for (const item of core.items) {
        if (item.status === 'failed' || item.status === 'retry-wait') await core.persist(retryByHand(item));
      }
      kick();
    },
    async forgetAll() {
      stop();
      await (await core.store()).forgetEvent(eventUuid);
      core.items = [];
      core.emit();
    },
    async exportFile(id) {
      const item = core.find(id);
      if (item?.kind !== 'capture') return null;
      const files = await (await core.store()).files(id);
      return files ? { blob: files.file, fileName: item.payload.file_name } : null;
    },
    whenSettled(id, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          const item = core.find(id);
          if (item?.status === 'sent' || item?.status === 'failed') finish(item);
        };
        const finish = (item: OutboxItem | undefined) => {
          clearTimeout(deadline);
          core.settledWaiters.delete(check);
          resolve(item);
        };
        const deadline = setTimeout(() => finish(core.find(id)), timeoutMs);
        core.settledWaiters.add(check);
        void core.store().then(check);
      });
    },
    pendingCount: () => core.items.filter(isPending).length,
  };
}
