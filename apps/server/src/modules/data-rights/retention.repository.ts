/** All SQL of events' retention: how long each keeps its guest data, and how far its purge went. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventRetentionTable } from './data-rights.tables.ts';

export type RetentionRow = Selectable<EventRetentionTable>;

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

export function createRetentionRepository(db: Kysely<Database>) {
  return {
    find(eventId: number): Promise<RetentionRow | undefined> {
      return db.selectFrom('event_retention').selectAll().where('event_id', '=', eventId).executeTakeFirst();
    },

    /** Sets the event's retention; a new date is warned of and purged afresh. */
    async save(eventId: number, days: number, purgeAt: string): Promise<void> {
      await db
        .insertInto('event_retention')
        .values({ event_id: eventId, days, purge_at: purgeAt })
        .onConflict((conflict) =>
          conflict.column('event_id').doUpdateSet({ days, purge_at: purgeAt, warned_at: null, purged_at: null }),
        )
        .execute();
    },

    async remove(eventId: number): Promise<void> {
      await db.deleteFrom('event_retention').where('event_id', '=', eventId).execute();
    },

    /** Events whose purge is due at `nowIso` and not finished. */
    async duePurges(nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('event_retention')
        .select('event_id')
        .where('purged_at', 'is', null)
        .where('purge_at', '<=', nowIso)
        .execute();
      return rows.map((row) => row.event_id);
    },

    /** Events whose organiser is due a warning (the purge is before `warnBefore`) and has none yet. */
    async dueWarnings(warnBefore: string): Promise<RetentionRow[]> {
      return db
        .selectFrom('event_retention')
        .selectAll()
        .where('purged_at', 'is', null)
        .where('warned_at', 'is', null)
        .where('purge_at', '<=', warnBefore)
        .execute();
    },

    /** Claims the warning of the purge at `purgeAt`: false when another process did, or the date moved. */
    async claimWarning(eventId: number, purgeAt: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('event_retention')
        .set({ warned_at: nowIso })
        .where('event_id', '=', eventId)
        .where('purge_at', '=', purgeAt)
        .where('warned_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markPurged(eventId: number, purgeAt: string, nowIso: string): Promise<void> {
      await db
        .updateTable('event_retention')
        .set({ purged_at: nowIso })
        .where('event_id', '=', eventId)
        .where('purge_at', '=', purgeAt)
        .execute();
    },
  };
}
