/**
 * Moderation of captures, for the organiser's moderation queue: an event's pending captures, and
 * the decisions on them. Every call names the event, which its caller has found among the
 * organiser's own.
 */

import type { Moderation } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemRow } from './media.repository.ts';

export type CaptureModeration = ReturnType<typeof createCaptureModerationRepository>;

export function createCaptureModerationRepository(db: Kysely<Database>) {
  const pendingOf = (eventId: number) =>
    db.selectFrom('media_items').where('event_id', '=', eventId).where('moderation', '=', 'pending');

  return {
    async countPending(eventId: number): Promise<number> {
      const row = await pendingOf(eventId)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One page of the queue, oldest first: the order the captures came in. */
    pagePending(eventId: number, limit: number, offset: number): Promise<MediaItemRow[]> {
      return pendingOf(eventId).selectAll().orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute();
    },

    /** Sets the state of those of `mediaIds` that belong to the event; answers how many changed. */
    async decide(eventId: number, mediaIds: readonly number[], decision: Moderation): Promise<number> {
      const result = await db
        .updateTable('media_items')
        .set({ moderation: decision })
        .where('event_id', '=', eventId)
        .where('id', 'in', mediaIds)
        .where('moderation', '!=', decision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async approvePending(eventId: number): Promise<number> {
      const result = await db
        .updateTable('media_items')
        .set({ moderation: 'approved' })
        .where('event_id', '=', eventId)
        .where('moderation', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
