/** The rows of an event's option tables, read and written inside a duplicate's transaction. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OptionsTables } from './options.tables.ts';

/** Every table whose rows belong to one event. */
export type EventTable = {
  [T in keyof Database]: Database[T] extends { event_id: number } ? T : never;
}[keyof Database];

/**
 * What guests did at an event (captures, shares and other messages, leads and the messages sent
 * to them, vouchers, item views): it stays with the original on a duplicate.
 */
export const GUEST_ACTIVITY_TABLES = [
  'media_items',
  'shares',
  'leads',
  'lead_answer_fields',
  'lead_message_sends',
  'vouchers',
  'media_views',
] as const;

/** The tables of an event's option settings: the options module's tables of the event's rows. */
export type OptionTable = Extract<EventTable, keyof OptionsTables>;

export function createEventCopiesRepository(trx: Transaction<Database>) {
  return {
    async rowsOf(table: OptionTable, eventId: number): Promise<object[]> {
      return trx.selectFrom(table).selectAll().where('event_id', '=', eventId).execute();
    },

    async insert(table: OptionTable, rows: object[]): Promise<void> {
      if (rows.length === 0) return;
      // Each table's row shape is its own; Kysely cannot tie the table union to the row union.
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute();
    },
  };
}
