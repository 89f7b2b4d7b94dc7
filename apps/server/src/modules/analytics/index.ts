/**
 * Analytics: one event's share graphs by the event's days, its totals, gallery views and funnel.
 * The public gallery counts a guest opening an item with `recordView`.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { EventAccess } from '../events/index.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { analyticsEndpoints } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { analyticsReadsOf } from './analytics-reads.ts';

export type { AnalyticsTables } from './analytics.tables.ts';
export { keepErasedCountsIn, viewsOfCapturesIn } from './erased-counts.repository.ts';

type Dependencies = Pick<PlatformServices, 'db'> & {
  events: EventAccess;
  fileLinks: GalleryFileLinks;
  /** Whether guests' text messages of the event are held by a daily cap now (sharing's SMS caps). */
  smsLimitReached: (eventId: number, userId: number) => Promise<'gallery' | 'organiser' | null>;
};

export function analyticsModule({ db, events, fileLinks, smsLimitReached }: Dependencies) {
  const repository = analyticsReadsOf({ db });
  const service = createAnalyticsService({ repository, events, fileLinks, smsLimitReached });
  return { endpoints: analyticsEndpoints(service), recordView: service.recordView };
}
