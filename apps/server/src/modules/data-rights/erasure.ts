/**
 * Erasing a guest's data from one event, each part by its owner: leads emptied (counted still),
 * messages emptied or, unsent, removed, webhook events about them forgotten, and, when asked, the
 * captures' files removed and then their rows (their counts kept). The same steps, a batch at a
 * time, make an event's retention purge (retention.ts). Every step can run again: what is done
 * stays done, so a run cut short is finished by the next.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type ErasableCapture, fileKeysOfCapture } from '../media/index.ts';
import { webhookSubjectErasureOf } from '../webhooks/index.ts';
import { createCaptureRemovalRepository } from './capture-removal.repository.ts';
import type { GuestData, GuestDataReads } from './guest-data.ts';

export type Erasure = ReturnType<typeof createErasure>;

type Dependencies = Pick<PlatformServices, 'db'> & { storage: Pick<Storage, 'remove'>; reads: GuestDataReads };

export function createErasure({ db, storage, reads }: Dependencies) {
  const removal = createCaptureRemovalRepository(db);
  const forgetWebhookSubjects = webhookSubjectErasureOf({ db });

  async function removeCaptures(eventId: number, ownerId: number, captures: readonly ErasableCapture[]) {
    if (captures.length === 0) return 0;
    await Promise.all(captures.flatMap(fileKeysOfCapture).map((key) => storage.remove(key)));
    return removal.removeCounted(
      eventId,
      ownerId,
      captures.map((capture) => capture.id),
    );
  }

  return {
    removeCaptures,
    forgetWebhookSubjects,

    /** Erases what `data` found; answers what was erased. */
    async eraseGuest(
      event: { id: number; user_id: number },
      data: GuestData,
      { captures: withCaptures, at }: { captures: boolean; at: string },
    ) {
      const leadIds = data.leads.map((lead) => lead.id);
      const shareIds = data.shares.map((share) => share.id);
      const captureIds = withCaptures ? data.captures.map((capture) => capture.id) : [];
      await forgetWebhookSubjects(event.id, { leadIds, shareIds, captureIds });
      await reads.shares.erase(event.id, shareIds);
      await reads.leads.erase(event.id, leadIds, at);
      if (withCaptures) await removeCaptures(event.id, event.user_id, data.captures);
    },
  };
}
