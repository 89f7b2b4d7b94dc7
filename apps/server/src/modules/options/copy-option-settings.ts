/**
 * Copies an event's option settings to its duplicate, inside the duplicate's transaction: the
 * rows of every copied table below with the new event's id, and a copy of every file those rows
 * own, so each event owns its files and removing one never breaks the other. What guests did at
 * the event (captures, shares, leads) stays with the original.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CopyOptionSettings } from '../events/events.service.ts';
import { ownedFilesOf } from './event-option-settings.ts';
import type { OptionImages } from './option-images.ts';

/** Every table whose rows belong to one event. */
type EventTable = { [T in keyof Database]: Database[T] extends { event_id: number } ? T : never }[keyof Database];

/**
 * What a duplicate gets of each event table: a copy of its rows, or nothing. The compiler wants
 * every event table here, so a new one is a one-line decision.
 */
const ON_DUPLICATE = {
  event_settings: 'copy',
  event_gifs: 'copy',
  event_burst_gifs: 'copy',
  event_props: 'copy',
  event_frames: 'copy',
  event_filters: 'copy',
  custom_frames: 'copy',
  incentive_offers: 'copy',
  media_items: 'guest activity',
  shares: 'guest activity',
  leads: 'guest activity',
} as const satisfies Record<EventTable, 'copy' | 'guest activity'>;

type CopiedTable = { [T in EventTable]: (typeof ON_DUPLICATE)[T] extends 'copy' ? T : never }[EventTable];

export const COPIED_TABLES = (Object.keys(ON_DUPLICATE) as EventTable[]).filter(
  (table): table is CopiedTable => ON_DUPLICATE[table] === 'copy',
);

export const NOT_COPIED_TABLES = (Object.keys(ON_DUPLICATE) as EventTable[]).filter(
  (table) => ON_DUPLICATE[table] !== 'copy',
);

type CopiedRows = { [T in CopiedTable]: Selectable<Database[T]>[] };

/** Stamped with the time of the copy rather than kept from the source. */
const TIMESTAMPS = new Set(['created_at', 'updated_at']);

async function readRows(trx: Transaction<Database>, eventId: number): Promise<CopiedRows> {
  const entries: [CopiedTable, unknown[]][] = [];
  for (const table of COPIED_TABLES) {
    entries.push([table, await trx.selectFrom(table).selectAll().where('event_id', '=', eventId).execute()]);
  }
  return Object.fromEntries(entries) as CopiedRows;
}

/**
 * The row as the copy's: its own id (generated), the copy's event id, and each source file key
 * swapped for its copy's, whether the key is a column's value or inside a JSON document (keys are
 * random server-made names, so nothing else can contain one).
 */
function copiedRow(row: object, eventId: number, files: Map<string, string>, nowIso: string): object {
  const swapped = Object.entries(row).flatMap(([column, value]): [string, unknown][] => {
    if (column === 'id') return [];
    if (column === 'event_id') return [[column, eventId]];
    if (TIMESTAMPS.has(column)) return [[column, nowIso]];
    if (typeof value !== 'string') return [[column, value]];
    return [[column, [...files].reduce((text, [from, to]) => text.replaceAll(from, to), value)]];
  });
  return Object.fromEntries(swapped);
}

/** Rows in the order they were made, so the copy's ids keep the source's order. */
const byId = (a: object, b: object) => ('id' in a && 'id' in b ? Number(a.id) - Number(b.id) : 0);

export function createOptionSettingsCopier(images: OptionImages): CopyOptionSettings {
  return async (trx, { from, to, nowIso }) => {
    const rows = await readRows(trx, from);
    const docs = new Map(rows.event_settings.map((row) => [row.kind, row.settings]));
    const files = new Map<string, string>();
    try {
      for (const key of ownedFilesOf(docs, rows.custom_frames)) {
        if (!files.has(key)) files.set(key, await images.copy(key));
      }
      for (const table of COPIED_TABLES) {
        const copies = [...rows[table]].sort(byId).map((row) => copiedRow(row, to, files, nowIso));
        if (copies.length === 0) continue;
        // Each table's row shape is its own; Kysely cannot tie the table union to the row union.
        await trx
          .insertInto(table)
          .values(copies as never)
          .execute();
      }
    } catch (error) {
      await images.discard(...files.values());
      throw error;
    }
    return [...files.values()];
  };
}
