/** SQL for the option settings documents (one JSON text per event and kind) and for offers. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventSettingKind } from './options.tables.ts';

export type OptionSettingsRepository = ReturnType<typeof createOptionSettingsRepository>;

/** An offer to keep (with the id it was saved under) or to add. */
export type OfferRow = { id?: number | undefined; offer_name: string; uses_limit: number; expire_at: string };

export function createOptionSettingsRepository(db: Kysely<Database>) {
  return {
    async find(eventId: number, kind: EventSettingKind): Promise<string | undefined> {
      const row = await db
        .selectFrom('event_settings')
        .select('settings')
        .where('event_id', '=', eventId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.settings;
    },

    /** The settings of one kind of each of these events that has them. */
    async ofEvents(eventIds: readonly number[], kind: EventSettingKind): Promise<string[]> {
      if (eventIds.length === 0) return [];
      const rows = await db
        .selectFrom('event_settings')
        .select('settings')
        .where('event_id', 'in', eventIds)
        .where('kind', '=', kind)
        .execute();
      return rows.map((row) => row.settings);
    },

    async all(eventId: number): Promise<Map<EventSettingKind, string>> {
      const rows = await db
        .selectFrom('event_settings')
        .select(['kind', 'settings'])
        .where('event_id', '=', eventId)
        .execute();
      return new Map(rows.map((row) => [row.kind, row.settings]));
    },

    async put(eventId: number, kind: EventSettingKind, settings: string, nowIso: string): Promise<void> {
      await db
        .insertInto('event_settings')
        .values({ event_id: eventId, kind, settings, updated_at: nowIso })
        .onConflict((conflict) => conflict.columns(['event_id', 'kind']).doUpdateSet({ settings, updated_at: nowIso }))
        .execute();
    },

    offers(eventId: number) {
      return db
        .selectFrom('incentive_offers')
        .select(['id', 'offer_name', 'uses_limit', 'expire_at'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /**
     * Makes the event's offers exactly `rows`, in order: rows with an id of this event are updated
     * in place, the others added, and offers left out removed. False when an id is not the event's.
     */
    async replaceOffers(eventId: number, rows: OfferRow[], nowIso: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const existing = new Set(
          (await trx.selectFrom('incentive_offers').select('id').where('event_id', '=', eventId).execute()).map(
            (row) => row.id,
          ),
        );
        if (rows.some((row) => row.id !== undefined && !existing.has(row.id))) return false;
        const kept = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
        let removed = trx.deleteFrom('incentive_offers').where('event_id', '=', eventId);
        if (kept.length > 0) removed = removed.where('id', 'not in', kept);
        await removed.execute();
        for (const [position, { id, ...offer }] of rows.entries()) {
          if (id === undefined) {
            await trx
              .insertInto('incentive_offers')
              .values({ ...offer, event_id: eventId, position, created_at: nowIso, updated_at: nowIso })
              .execute();
          } else {
            await trx
              .updateTable('incentive_offers')
              .set({ ...offer, position, updated_at: nowIso })
              .where('id', '=', id)
              .execute();
          }
        }
        return true;
      });
    },
  };
}
