/** All SQL of guest sharing: the shared item, and the social shares recorded as they happen. */
import type { Moderation, ShareChannel, ShareState } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GalleryItemRow } from '../media/index.ts';

export type SharingRepository = ReturnType<typeof createSharingRepository>;

export type SharedItem = GalleryItemRow & {
  event_name: string;
  event_uuid: string;
  moderation: Moderation;
  /** The booth session that sent the capture, if a booth did. */
  booth_session_id: number | null;
};

export type NewShare = {
  eventId: number;
  mediaId: number;
  channel: ShareChannel;
  nowIso: string;
};

/** A message share a booth's request queued, as the ledger has it now. */
export type BoothShareRow = { id: number; channel: ShareChannel; state: ShareState; media_id: number | null };

/** Whose guest SMS shares a cap counts: one gallery's, or all of an organiser's. */
type SmsSharesOf = { eventId: number } | { userId: number };

export function createSharingRepository(db: Kysely<Database>) {
  /** Guest SMS shares made after `since`, of one gallery or of all an organiser's. */
  const smsSharesSince = (of: SmsSharesOf, since: string) => {
    const base = db
      .selectFrom('shares')
      .innerJoin('events', 'events.id', 'shares.event_id')
      .where('shares.purpose', '=', 'share')
      .where('shares.channel', '=', 'sms')
      .where('shares.created_at', '>', since);
    return 'eventId' in of
      ? base.where('shares.event_id', '=', of.eventId)
      : base.where('events.user_id', '=', of.userId);
  };

  const items = () =>
    db
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
        'media_items.moderation',
        'media_items.booth_session_id',
        'events.event_name',
        'events.uuid as event_uuid',
      ]);

  return {
    /** Guests' SMS shares made since `since`, of one event or of all of one organiser's events. */
    async countSmsShares(of: SmsSharesOf, since: string): Promise<number> {
      const row = await smsSharesSince(of, since)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** When the guest SMS share at `index` (0: the oldest) since `since` was made. */
    async smsShareTimeSince(of: SmsSharesOf, since: string, index: number): Promise<string | undefined> {
      const row = await smsSharesSince(of, since)
        .select('shares.created_at')
        .orderBy('shares.created_at')
        .limit(1)
        .offset(Math.max(0, index))
        .executeTakeFirst();
      return row?.created_at;
    },

    /** The item, only when it belongs to the event. */
    findItemOfEvent(eventId: number, mediaId: number): Promise<SharedItem | undefined> {
      return items()
        .where('media_items.id', '=', mediaId)
        .where('media_items.event_id', '=', eventId)
        .executeTakeFirst();
    },

    /** The event's item a booth uploaded under its own client id. */
    findItemOfEventByClientId(eventId: number, clientId: string): Promise<SharedItem | undefined> {
      return items()
        .where('media_items.client_id', '=', clientId)
        .where('media_items.event_id', '=', eventId)
        .executeTakeFirst();
    },

    /** The messages a booth's share request (its client id) queued, in the order they were queued. */
    sharesOfBoothRequest(eventId: number, clientId: string): Promise<BoothShareRow[]> {
      return db
        .selectFrom('shares')
        .select(['id', 'channel', 'state', 'media_id'])
        .where('event_id', '=', eventId)
        .where('client_id', '=', clientId)
        .orderBy('id')
        .execute();
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
