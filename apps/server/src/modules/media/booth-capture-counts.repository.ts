/** How many captures each booth of an event sent, for the fleet's Booths panel. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An event's captures taken at or after `sinceIso`, counted by the booth session that sent them. */
export type BoothCaptureCounts = (eventId: number, sinceIso: string) => Promise<Map<number, number>>;

export function createBoothCaptureCounts(db: Kysely<Database>): BoothCaptureCounts {
  return async (eventId, sinceIso) => {
    const rows = await db
      .selectFrom('media_items')
      .select((eb) => ['booth_session_id', eb.fn.countAll<string | number>().as('count')])
      .where('event_id', '=', eventId)
      .where('captured_at', '>=', sinceIso)
      .where('booth_session_id', 'is not', null)
      .groupBy('booth_session_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.booth_session_id), Number(row.count)]));
  };
}
