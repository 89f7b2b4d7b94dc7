/**
 * Captures erased for a guest or by retention leave the dashboard's counts as they were: their
 * rows' removal takes them off `activity_counts` (the 0004-activity triggers), and this puts them
 * back, in the same transaction. The counts say how many there were, never whose.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { METRICS } from './dashboard.repository.ts';

/** Adds back `total` erased captures to the organiser's count of each UTC day ('YYYY-MM-DD'). Pass the transaction. */
export async function keepCapturesCountedIn(
  executor: Kysely<Database>,
  userId: number,
  dayTotals: ReadonlyMap<string, number>,
): Promise<void> {
  const metric = METRICS.media;
  if (dayTotals.size === 0) return;
  await executor
    .insertInto('activity_counts')
    .values([...dayTotals].map(([day, total]) => ({ user_id: userId, metric, day, total })))
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'metric', 'day'])
        .doUpdateSet((eb) => ({ total: eb('activity_counts.total', '+', eb.ref('excluded.total')) })),
    )
    .execute();
}
