/**
 * All SQL of the dashboard: the organiser's rows in activity_counts (kept by the triggers of
 * 0004-activity). The organiser's event counts are the events module's.
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

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

export function createDashboardRepository(db: Kysely<Database>) {
  return {
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
