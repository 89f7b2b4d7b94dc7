/**
 * All SQL of the dashboard. Every query is scoped to one organiser: events by their user_id,
 * activity by the organiser's rows in activity_counts (kept by the triggers of 0004-activity).
 */
import type { ShareChannel } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DailyTotal } from './graph-series.ts';

/** The metrics the 0004-activity triggers count. */
export const METRICS = {
  media: 'media',
  lead: 'lead',
  share: (channel: ShareChannel) => `share:${channel}`,
} as const;

export type EventCounts = { total: number; live: number; upcoming: number };

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    /** Live and upcoming count finalised events only (drafts belong to no tab); the total counts drafts too. */
    async eventCounts(userId: number, nowIso: string): Promise<EventCounts> {
      const row = await db
        .selectNoFrom((eb) => {
          const ownEvents = () => eb.selectFrom('events').where('user_id', '=', userId);
          const count = eb.fn.countAll<number>().as('n');
          return [
            ownEvents().select(count).as('total'),
            // Read through (user_id, status, end_at): only events not yet over.
            ownEvents()
              .select(count)
              .where('status', '=', 'final')
              .where('end_at', '>', nowIso)
              .where('start_at', '<=', nowIso)
              .as('live'),
            ownEvents().select(count).where('status', '=', 'final').where('start_at', '>', nowIso).as('upcoming'),
          ];
        })
        .executeTakeFirstOrThrow();
      return { total: Number(row.total ?? 0), live: Number(row.live ?? 0), upcoming: Number(row.upcoming ?? 0) };
    },

    /** All-time totals of the given metrics; a metric without rows is left out. */
    async metricTotals(userId: number, metrics: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('activity_counts')
        .select((eb) => ['metric', eb.fn.sum<number>('total').as('total')])
        .where('user_id', '=', userId)
        .where('metric', 'in', metrics)
        .groupBy('metric')
        .execute();
      return new Map(rows.map((row) => [row.metric, Number(row.total)]));
    },

    /** A metric's count per UTC day from `fromDay` ('YYYY-MM-DD') on; days without any are left out. */
    dailyTotals(userId: number, metric: string, fromDay: string): Promise<DailyTotal[]> {
      return db
        .selectFrom('activity_counts')
        .select(['day', 'total'])
        .where('user_id', '=', userId)
        .where('metric', '=', metric)
        .where('day', '>=', fromDay)
        .execute();
    },
  };
}
