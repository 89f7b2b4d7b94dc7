/**
 * The shares the gallery counts and records: an item's delivered shares by channel, and one
 * 'download' share per file served (the activity triggers count them for the dashboard too).
 */
import type { ShareChannel } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type DownloadShares = ReturnType<typeof createDownloadSharesRepository>;

export function createDownloadSharesRepository(db: Kysely<Database>) {
  return {
    /** The item's shares by channel; a guest's message share counts once delivered, as in the dashboard's counts. */
    async countsOf(mediaId: number): Promise<Map<ShareChannel, number>> {
      const rows = await db
        .selectFrom('shares')
        .select(['channel', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('media_id', '=', mediaId)
        .where('state', '=', 'sent')
        .where('purpose', '=', 'share')
        .groupBy('channel')
        .execute();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return new Map(rows.map((row) => [row.channel, Number(row.count)]));
    },

    /** One 'download' share per item served. */
    async recordDownloads(items: readonly { id: number; event_id: number }[], nowIso: string): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('shares')
        .values(
          items.map((item) => ({
            event_id: item.event_id,
            media_id: item.id,
            channel: 'download',
            created_at: nowIso,
          })),
        )
        .execute();
    },
  };
}
