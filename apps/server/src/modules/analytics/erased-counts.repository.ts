/**
 * What erased captures counted, kept so an event's totals do not drop when a guest erases their
 * captures or the event's retention removes them: the views are read before the captures go
 * (their `media_views` rows go with them), and both are added to the event's `erased_counts`.
 * Called inside the transaction that removes the captures (modules/data-rights).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Gallery views of the given captures of the event, summed. Pass the transaction. */
export async function viewsOfCapturesIn(
  executor: Kysely<Database>,
  eventId: number,
  mediaIds: readonly number[],
): Promise<number> {
  if (mediaIds.length === 0) return 0;
  const row = await executor
    .selectFrom('media_views')
    .select((eb) => eb.fn.sum<number | string>('views').as('views'))
    .where('event_id', '=', eventId)
    .where('media_id', 'in', [...mediaIds])
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Adds erased captures and their views to the event's kept counts. Pass the transaction. */
export async function keepErasedCountsIn(
  executor: Kysely<Database>,
  eventId: number,
  counts: { captures: number; views: number },
): Promise<void> {
  if (counts.captures === 0 && counts.views === 0) return;
  await executor
    .insertInto('erased_counts')
    .values({ event_id: eventId, ...counts })
    .onConflict((conflict) =>
      conflict.column('event_id').doUpdateSet((eb) => ({
        captures: eb('erased_counts.captures', '+', eb.ref('excluded.captures')),
        views: eb('erased_counts.views', '+', eb.ref('excluded.views')),
      })),
    )
    .execute();
}

/** The event's kept counts of erased captures (zero when none were erased). */
export async function erasedCountsOf(
  db: Kysely<Database>,
  eventId: number,
): Promise<{ captures: number; views: number }> {
  const row = await db
    .selectFrom('erased_counts')
    .select(['captures', 'views'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return { captures: Number(row?.captures ?? 0), views: Number(row?.views ?? 0) };
}
