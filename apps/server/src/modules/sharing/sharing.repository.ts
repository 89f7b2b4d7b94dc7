/**
 * All SQL of guest sharing: the social shares recorded as they happen, and the counts the SMS
 * caps read. The shared capture is media's (its captures guests may see).
 */
import type { ShareChannel, ShareState } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type SharingRepository = ReturnType<typeof createSharingRepository>;

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
