/** Inserts many rows as multi-row INSERTs of `size` rows, well under both drivers' parameter limits. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

export async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    // Kysely's insert types are per table; the rows are already typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}
