/** All SQL of guest sharing: the shared item, and the `shares` rows that are its delivery ledger. */
import type { ShareChannel, ShareState } from '@boothdeck/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SharesTable } from '../../db/schema.ts';
import type { GalleryItemRow } from '../media/gallery-item.ts';

export type SharingRepository = ReturnType<typeof createSharingRepository>;

export type SharedItem = GalleryItemRow & { event_name: string; event_uuid: string };
export type ShareRow = Selectable<SharesTable>;

export type NewShare = {
  eventId: number;
  mediaId: number;
  channel: ShareChannel;
  recipient: string | null;
  state: ShareState;
  nowIso: string;
};

export type ShareAttempt = { state: ShareState; failureReason: string | null; nowIso: string };

export function createSharingRepository(db: Kysely<Database>) {
  return {
    /** The item, only when it belongs to the event. */
    findItemOfEvent(eventId: number, mediaId: number): Promise<SharedItem | undefined> {
      return db
        .selectFrom('media_items')
        .innerJoin('events', 'events.id', 'media_items.event_id')
        .select([
          'media_items.id',
          'media_items.event_id',
          'media_items.media_type',
          'media_items.file_path',
          'media_items.thumbnail_path',
          'media_items.preview_path',
          'media_items.content_type',
          'media_items.created_at',
          'events.event_name',
          'events.uuid as event_uuid',
        ])
        .where('media_items.id', '=', mediaId)
        .where('media_items.event_id', '=', eventId)
        .executeTakeFirst();
    },

    async insertShare(share: NewShare): Promise<number> {
      const row = await db
        .insertInto('shares')
        .values({
          event_id: share.eventId,
          media_id: share.mediaId,
          channel: share.channel,
          recipient: share.recipient,
          state: share.state,
          sent_at: share.state === 'sent' ? share.nowIso : null,
          created_at: share.nowIso,
          updated_at: share.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findShare(id: number): Promise<ShareRow | undefined> {
      return db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Records one more attempt and its outcome; a row already sent or failed is left as it is.
     * Counted on the row, so attempts before a restart add up with the ones after it.
     */
    async recordAttempt(id: number, attempt: ShareAttempt): Promise<void> {
      await db
        .updateTable('shares')
        .set((eb) => ({
          state: attempt.state,
          attempts: eb('attempts', '+', 1),
          failure_reason: attempt.failureReason,
          sent_at: attempt.state === 'sent' ? attempt.nowIso : null,
          updated_at: attempt.nowIso,
        }))
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .execute();
    },

    /** Deliveries a stop cut short, oldest first. */
    queuedShares(): Promise<{ id: number; channel: ShareChannel }[]> {
      return db.selectFrom('shares').select(['id', 'channel']).where('state', '=', 'queued').orderBy('id').execute();
    },
  };
}
