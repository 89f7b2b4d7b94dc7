/**
 * Moderation before the gallery: the organiser's queue of captures waiting for approval, and
 * approving or rejecting them, one, several or every pending one at once. Only the event's owner
 * reaches it: another organiser's event is a 404, and captures of other events named in a
 * decision are left alone.
 */
import type { ModerationDecisionBody, ModerationQueueReply, ModerationResult } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/paging.ts';
import { type EventAccess, parseOptionFlags } from '../events/index.ts';
import type { CaptureModeration, GalleryFileLinks } from '../media/index.ts';
import { toGalleryItem } from '../media/index.ts';

type Dependencies = {
  repository: CaptureModeration;
  events: Pick<EventAccess, 'ownedEvent'>;
  fileLinks: GalleryFileLinks;
};

export type ModerationService = ReturnType<typeof createModerationService>;

export function createModerationService({ repository, events, fileLinks }: Dependencies) {
  const ownedEvent = async (userId: number, eventId: number) => {
    const event = await events.ownedEvent(userId, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  };

  const resultOf = async (eventId: number, updated: number): Promise<ModerationResult> => ({
    updated,
    pending_count: await repository.countPending(eventId),
  });

  return {
    async queue(
      userId: number,
      { eventId, page, perPage }: { eventId: number; page: number; perPage: number },
    ): Promise<ModerationQueueReply> {
      const { options } = await ownedEvent(userId, eventId);
      const [total, rows, addressOf] = await Promise.all([
        repository.countPending(eventId),
        repository.pagePending(eventId, perPage, (page - 1) * perPage),
        // Signed: a pending capture's files are served by signed addresses only.
        fileLinks.signedAddresses(),
      ]);
      const items = rows.map((row) => ({ ...toGalleryItem(row, addressOf), moderation: row.moderation }));
      return {
        approve_captures: parseOptionFlags(options)?.approve_captures ?? 0,
        queue: pageOf(items, { page, perPage, total }),
      };
    },

    async decide(userId: number, body: ModerationDecisionBody): Promise<ModerationResult> {
      await ownedEvent(userId, body.event_id);
      const updated = await repository.decide(body.event_id, body.media_ids, body.decision);
      return resultOf(body.event_id, updated);
    },

    async approveAll(userId: number, eventId: number): Promise<ModerationResult> {
      await ownedEvent(userId, eventId);
      return resultOf(eventId, await repository.approvePending(eventId));
    },
  };
}
