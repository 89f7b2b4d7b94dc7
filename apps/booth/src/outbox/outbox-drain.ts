/**
 * The outbox's sending: oldest first, one item at a time, each item after the one it names;
 * across tabs of the kiosk one drains at a time (a Web Lock), starting from what the others have
 * stored. A waiting item wakes the drain when it is due.
 */

import type { OutboxCore } from './outbox-core.ts';
import type { OutboxItem } from './outbox-item.ts';
import { sendItem } from './outbox-senders.ts';
import {
  beginSend,
  classifyFailure,
  isDue,
  recoverAtStart,
  type SendOutcome,
  serverDown,
  settle,
} from './outbox-state.ts';
import { STORAGE_OK } from './storage-state.ts';

const DRAIN_LOCK = 'boothdeck-outbox-drain';
/** A capture whose blobs the browser no longer has (site data cleared by hand): sending it again cannot help. */
const MISSING_FILE = 'The capture’s file is no longer on this device.';

/** Runs `task` holding the outbox's drain lock where the browser has Web Locks, else directly. */
async function withDrainLock(task: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (locks) await locks.request(DRAIN_LOCK, task);
  else await task();
}

export type OutboxDrain = {
  /** Drains now if the outbox runs (a drain under way goes round once more). */
  kick(): void;
  /** Forgets the wake-up of a waiting item (on stop). */
  cancelWake(): void;
};

export function createDrain(core: OutboxCore): OutboxDrain {
  let draining = false;
  let drainAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The next item to send: the oldest that is due and whose own dependency has been stored. */
  function nextDue(): OutboxItem | undefined {
    const at = core.now();
    return core.items.find((item) => {
      if (!isDue(item, at)) return false;
      return item.after === null || core.find(item.after)?.status === 'sent';
    });
  }

  async function sendOne(item: OutboxItem): Promise<SendOutcome> {
    const opened = await core.store();
    const sending = beginSend(item);
    await core.persist(sending);
    let outcome: SendOutcome;
    try {
      const files = item.kind === 'capture' ? await opened.files(item.id) : undefined;
      const afterServerId = item.after === null ? null : (core.find(item.after)?.serverId ?? null);
      outcome =
        item.kind === 'capture' && !files
          ? { type: 'refused', status: 0, message: MISSING_FILE }
          : await sendItem(sending, {
              client: core.client,
              files,
              afterServerId,
              uploadResumably: core.uploadResumably,
            });
    } catch (error) {
      outcome = classifyFailure(error, core.network.isOnline());
    }
    core.serverUnavailable = serverDown(outcome) ?? core.serverUnavailable;
    const settled = settle(core.find(item.id) ?? sending, outcome, core.now(), core.random);
    // Stored first (a crash before the files are freed leaves a sent capture, never a lost one),
    // then published once with the room its files made: whoever sees it sent sees the room too.
    await opened.put(settled);
    core.replace(settled);
    if (settled.status === 'sent' && settled.kind === 'capture') {
      await opened.dropFiles(settled.id).catch(() => undefined);
      if (core.storage.full) core.storage = STORAGE_OK;
      void core.checkStorage();
    }
    core.emit();
    if (outcome.type === 'unauthorized' && core.paused === null) {
      core.paused = 'sign-in';
      core.emit();
      core.onSignInNeeded?.();
    }
    return outcome;
  }

  async function drainPass() {
    const opened = await core.store();
    // Another tab may have sent some meanwhile: start from what is stored.
    const stored = new Map((await opened.list(core.eventUuid)).map((item) => [item.id, item]));
    let changed = false;
    core.items = core.items.map((item) => {
      const fresh = stored.get(item.id);
      if (fresh?.status !== 'sent' || item.status === 'sent') return item;
      changed = true;
      return fresh;
    });
    // And what another tab has queued since this one started (holding the lock, no other tab is
    // sending, so one of those left 'sending' was cut short and goes back in line).
    const known = new Set(core.items.map((item) => item.id));
    const added = [...stored.values()].filter((item) => !known.has(item.id)).map(recoverAtStart);
    if (added.length > 0) {
      core.items = [...core.items, ...added].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
      changed = true;
    }
    if (changed) core.emit();
    for (;;) {
      if (!core.running || core.paused !== null || !core.network.isOnline()) return;
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
      } while (drainAgain && core.running);
    } finally {
      draining = false;
      schedule();
    }
  }

  function kick() {
    if (core.running) void drain();
  }

  /** Wakes the drain when the earliest waiting item is due. */
  function schedule() {
    clearTimeout(timer);
    if (!core.running || core.paused !== null) return;
    const waits = core.items.filter((item) => item.status === 'retry-wait').map((item) => item.nextAttemptAt ?? 0);
    if (waits.length === 0) return;
    timer = setTimeout(kick, Math.max(0, Math.min(...waits) - core.now()));
  }

  return { kick, cancelWake: () => clearTimeout(timer) };
}
