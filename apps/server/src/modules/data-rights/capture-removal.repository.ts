/**
 * Removes captures' rows in one transaction with what keeps their counts: their gallery views
 * and number go to analytics' erased counts, and the dashboard's daily counts are put back. Their
 * files are removed before (capture-removal.ts), so a crash between leaves rows whose files are
 * gone, which the next run removes; never files no row names.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { keepErasedCountsIn, viewsOfCapturesIn } from '../analytics/index.ts';
import { keepCapturesCountedIn } from '../dashboard/index.ts';
import { deleteCapturesIn } from '../media/index.ts';

export function createCaptureRemovalRepository(db: Kysely<Database>) {
  return {
    /** Removes the event's captures with these ids; answers how many were removed now. */
    removeCounted(eventId: number, ownerId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return Promise.resolve(0);
      return db.transaction().execute(async (trx) => {
        const views = await viewsOfCapturesIn(trx, eventId, ids);
        const removed = await deleteCapturesIn(trx, eventId, ids);
        const days = new Map<string, number>();
        for (const row of removed) {
          const day = row.created_at.slice(0, 10);
          days.set(day, (days.get(day) ?? 0) + 1);
        }
        await keepErasedCountsIn(trx, eventId, { captures: removed.length, views: removed.length > 0 ? views : 0 });
        await keepCapturesCountedIn(trx, ownerId, days);
        return removed.length;
      });
    },
  };
}
