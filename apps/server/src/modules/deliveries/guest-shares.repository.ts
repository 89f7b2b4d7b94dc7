/**
 * Guests' shares in the ledger, for the sharing module: the social shares recorded as they
 * happen, the messages a booth's request queued, and the counts the SMS caps read.
 */
import type { ShareChannel, ShareState } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type GuestShares = ReturnType<typeof createGuestSharesRepository>;

export type NewShare = {
  eventId: number;
  mediaId: number;
  channel: ShareChannel;
  nowIso: string;
};

/** A message share a booth's request queued, as the ledger has it now. */
export type BoothShareRow = { id: number; channel: ShareChannel; state: ShareState; media_id: number | null };

export function createGuestSharesRepository(db: Kysely<Database>) {
  /** Guest SMS shares made after `since` at these events (one gallery, or all of an organiser's). */
  const smsSharesSince = (eventIds: readonly number[], since: string) =>
    db
      .selectFrom('shares')
      .where('purpose', '=', 'share')
      .where('channel', '=', 'sms')
      .where('created_at', '>', since)
      .where('event_id', 'in', eventIds);

  return {
    /** Guests' SMS shares made since `since` at these events. */
    async countSmsShares(eventIds: readonly number[], since: string): Promise<number> {
      if (eventIds.length === 0) return 0;
      const row = await smsSharesSince(eventIds, since)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** When the guest SMS share at `index` (0: the oldest) since `since` was made. */
    async smsShareTimeSince(eventIds: readonly number[], since: string, index: number): Promise<string | undefined> {
      if (eventIds.length === 0) return undefined;
      const row = await smsSharesSince(eventIds, since)
        .select('created_at')
        .orderBy('created_at')
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
