/**
 * Dashboard: the organiser's totals and share graphs across all events. The graphs' day and
 * month buckets are also the event analytics'.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardEndpoints } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export { type DailyTotal, dayBuckets, graphStartDay, MONTH_DAYS, monthBuckets, WEEK_DAYS } from './graph-series.ts';

export function dashboardModule({ db }: Pick<PlatformServices, 'db'>) {
  return { endpoints: dashboardEndpoints(createDashboardService({ repository: createDashboardRepository(db) })) };
}
