/**
 * Keeping an item: written to the store with its files (in one transaction) before the caller
 * hears it is kept; a write refused for lack of room keeps nothing and says the device is full.
 */
import { newClientId } from './client-id.ts';
import type { OutboxCore } from './outbox-core.ts';
import {
  FRESH_DELIVERY,
  type OutboxFiles,
  type OutboxItem,
  type OutboxItemOf,
  type OutboxKind,
} from './outbox-item.ts';
import type { Outbox } from './outbox-types.ts';
import { isQuotaError, OutboxFullError, STORAGE_MESSAGES, STORAGE_OK } from './storage-state.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
const extensionOf = (blob: Blob) => EXTENSIONS[blob.type.split(';')[0] ?? ''] ?? 'bin';

type Enqueuing = Pick<Outbox, 'enqueueCapture' | 'enqueueLead' | 'enqueueVoucher' | 'enqueueShare' | 'enqueuePrint'>;

/** The outbox's enqueue calls; `kick` starts sending what was kept. */
export function createEnqueue(core: OutboxCore, kick: () => void): Enqueuing {
  let lastQueuedAt = 0;

  async function add<Kind extends OutboxKind>(
    kind: Kind,
    id: string,
    payload: OutboxItemOf<Kind>['payload'],
    after: string | null,
    files?: Omit<OutboxFiles, 'id'>,
  ): Promise<string> {
    const opened = await core.store();
    // Strictly increasing, so two items queued in the same millisecond keep their order.
    lastQueuedAt = Math.max(core.now(), lastQueuedAt + 1);
    const item = {
      ...FRESH_DELIVERY,
      id,
      eventUuid: core.eventUuid,
      kind,
      queuedAt: new Date(lastQueuedAt).toISOString(),
      after,
      payload,
    } as OutboxItem;
    try {
      await opened.add(item, files ? { id, ...files } : undefined);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      core.storage = { full: true, low: true, message: STORAGE_MESSAGES.full };
      core.emit();
      throw new OutboxFullError();
    }
    core.items = [...core.items, item];
    // A write went through, so there was room for it.
    if (core.storage.full) core.storage = STORAGE_OK;
    core.emit();
    void core.checkStorage();
    kick();
    return id;
  }

  return {
    async enqueueCapture({ mediaType, file, poster = null, capturedAt = new Date(core.now()), clientId }) {
      const id = clientId ?? newClientId('c');
      const payload = {
        media_type: mediaType,
        captured_at: capturedAt.toISOString(),
        file_name: `${mediaType}-${id}.${extensionOf(file)}`,
      };
      return add('capture', id, payload, null, { file, poster });
    },
    enqueueLead: ({ values, consent, language, afterCapture = null }) =>
      add('lead', newClientId('l'), { values, consent, ...(language ? { language } : {}) }, afterCapture),
    enqueueVoucher: ({ offerId, afterLead = null, sendEmail, sendSms, language }) =>
      add(
        'voucher',
        newClientId('v'),
        { offer_id: offerId, send_email: sendEmail, send_sms: sendSms, ...(language ? { language } : {}) },
        afterLead,
      ),
    enqueueShare: ({ captureClientId, email, phone, language }) =>
      add(
        'share',
        newClientId('s'),
        { media_client_id: captureClientId, email, phone, ...(language ? { language } : {}) },
        captureClientId,
      ),
    // A print names its capture by client id and needs no upload first: it is counted at once.
    enqueuePrint: ({ captureClientId, copies, offline }) =>
      add(
        'print',
        newClientId('p'),
        { media_client_id: captureClientId, copies, printed_at: new Date(core.now()).toISOString(), offline },
        null,
      ),
  };
}
