/**
 * Captures erased at a guest's request or by their event's retention (modules/data-rights): what
 * an erasure reads of them (their files, for the export and for removal) and the removal of their
 * rows, inside the transaction that keeps what they counted.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemsTable } from './media.tables.ts';

/** What an erasure reads of a capture: its files, and what the guest's download says of it. */
const ERASABLE_COLUMNS = [
  'id',
  'event_id',
  'media_type',
  'file_path',
  'thumbnail_path',
  'preview_path',
  'poster_path',
  'content_type',
  'byte_size',
  'captured_at',
  'created_at',
] as const;

export type ErasableCapture = Pick<Selectable<MediaItemsTable>, (typeof ERASABLE_COLUMNS)[number]>;

/** Every storage key a capture owns. */
export const fileKeysOfCapture = (capture: ErasableCapture): string[] =>
  [capture.file_path, capture.thumbnail_path, capture.preview_path, capture.poster_path].filter(
    (key): key is string => key !== null,
  );

export type CaptureErasure = ReturnType<typeof captureErasureOf>;

export function captureErasureOf({ db }: { db: Kysely<Database> }) {
  const columns = ERASABLE_COLUMNS;
  return {
    /** Those of the ids that are the event's captures, oldest first. */
    capturesOf(eventId: number, ids: readonly number[]): Promise<ErasableCapture[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('media_items')
        .select(columns)
        .where('event_id', '=', eventId)
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();
    },

    /** A batch of the event's captures, oldest first: what a retention purge removes next. */
    firstCapturesOf(eventId: number, limit: number): Promise<ErasableCapture[]> {
      return db
        .selectFrom('media_items')
        .select(columns)
        .where('event_id', '=', eventId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

/** Removes the captures' rows (their files went first); answers the rows removed. Pass the transaction. */
export function deleteCapturesIn(
  executor: Kysely<Database>,
  eventId: number,
  ids: readonly number[],
): Promise<{ id: number; created_at: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .deleteFrom('media_items')
    .where('event_id', '=', eventId)
    .where('id', 'in', [...ids])
    .returning(['id', 'created_at'])
    .execute();
}
