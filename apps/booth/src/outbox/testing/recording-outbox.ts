/**
 * For screen tests: an outbox that records what a screen queues, answers with made-up ids, and
 * settles each item as the test says (a voucher's reply, a refusal, or still waiting); `items`
 * are the queue a snapshot shows.
 */
import type {
  EnqueueLead,
  EnqueuePrint,
  EnqueueShare,
  EnqueueVoucher,
  Outbox,
  OutboxItem,
  OutboxSnapshot,
} from '../index.ts';
import { STORAGE_OK } from '../storage-state.ts';

/** A queued item's delivery, for tests that build the queue a snapshot shows. */
export { FRESH_DELIVERY } from '../outbox-item.ts';

export function recordingOutbox({
  online = true,
  settle = (): OutboxItem | undefined => undefined,
  items = [] as OutboxItem[],
} = {}) {
  const queued = {
    leads: [] as EnqueueLead[],
    vouchers: [] as EnqueueVoucher[],
    shares: [] as EnqueueShare[],
    prints: [] as EnqueuePrint[],
  };
  const snapshot: OutboxSnapshot = {
    items,
    counts: { queued: 0, sending: 0, 'retry-wait': 0, sent: 0, failed: 0 },
    pending: 0,
    pendingCaptures: 0,
    paused: null,
    online,
    serverUnavailable: false,
    storage: STORAGE_OK,
  };
  const outbox = {
    enqueueLead: async (lead: EnqueueLead) => `l_lead${queued.leads.push(lead)}0000000`,
    enqueueVoucher: async (voucher: EnqueueVoucher) => `v_voucher${queued.vouchers.push(voucher)}0000000`,
    enqueueShare: async (share: EnqueueShare) => `s_share${queued.shares.push(share)}0000000`,
    enqueuePrint: async (print: EnqueuePrint) => `p_print${queued.prints.push(print)}0000000`,
    whenSettled: async () => settle(),
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
  } as unknown as Outbox;
  return { outbox, queued };
}
