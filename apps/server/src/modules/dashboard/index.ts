/**
 * Dashboard: the organiser's totals and share graphs across all events. The graphs' day and
 * month buckets are also the event analytics'.
 */
import type { PlanFeatures } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { EventAccess } from '../events/index.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardEndpoints } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export type { DashboardTables } from './dashboard.tables.ts';
export { type DailyTotal, dayBuckets, graphStartDay, MONTH_DAYS, monthBuckets, WEEK_DAYS } from './graph-series.ts';
export { keepCapturesCountedIn } from './kept-counts.repository.ts';

type Dependencies = Pick<PlatformServices, 'db'> & {
  events: EventAccess;
  /** The features of the organiser's current plan (the packages module's membership read). */
  membershipOf: (userId: number) => Promise<{ plan_features: PlanFeatures }>;
};

export function dashboardModule({ db, events, membershipOf }: Dependencies) {
  const service = createDashboardService({
    repository: createDashboardRepository(db),
    eventAccess: events,
    membershipOf,
  });
  return { endpoints: dashboardEndpoints(service) };
}
