/** All SQL of guest sharing: the shared item, and the social shares recorded as they happen. */
import type { ShareChannel } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GalleryItemRow } from '../media/index.ts';

export type SharingRepository = ReturnType<typeof createSharingRepository>;

export type SharedItem = GalleryItemRow & { event_name: string; event_uuid: string };

export type NewShare = {
  eventId: number;
  mediaId: number;
  channel: ShareChannel;
  nowIso: string;
};

export function createSharingRepository(db: Kysely<Database>) {
  return {
    /** Who owns the event and where it is: what its guests' text messages are held to. */
    eventOf(eventId: number) {
      return db
        .selectFrom('events')
        .select(['id', 'user_id', 'time_zone'])
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
    },

    /** Guests' SMS shares made since `since`, of one event or of all of one organiser's events. */
    async countSmsShares(of: { eventId: number } | { userId: number }, since: string): Promise<number> {
      const base = db
        .selectFrom('shares')
        .innerJoin('events', 'events.id', 'shares.event_id')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('shares.purpose', '=', 'share')
        .where('shares.channel', '=', 'sms')
        .where('shares.created_at', '>', since);
      const scoped =
        'eventId' in of ? base.where('shares.event_id', '=', of.eventId) : base.where('events.user_id', '=', of.userId);
      const row = await scoped.executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

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

    /** A social share, sent as it is recorded. */
    async insertSocialShare(share: NewShare): Promise<number> {
      const row = await db
        .insertInto('shares')
        .values({
          event_id: share.eventId,
          media_id: share.mediaId,
          channel: share.channel,
          state: 'sent',
          sent_at: share.nowIso,
          created_at: share.nowIso,
          updated_at: share.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
