/**
 * Analytics: one event's share graphs by the event's days, its totals, gallery views and funnel.
 * The public gallery counts a guest opening an item with `recordView`. `figures` are the same
 * counts for the other modules that show them (the client report), by an event they have found.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { EventAccess } from '../events/index.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { analyticsEndpoints } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { analyticsReadsOf } from './analytics-reads.ts';
import { createEventFigures } from './event-figures.ts';

export type { GalleryVisitor } from './analytics.service.ts';
export type { AnalyticsTables } from './analytics.tables.ts';
export { keepErasedCountsIn, viewsOfCapturesIn } from './erased-counts.repository.ts';
export type { EventFigures } from './event-figures.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'signerFor'> & {
  events: EventAccess;
  fileLinks: GalleryFileLinks;
  /** Whether guests' text messages of the event are held by a daily cap now (sharing's SMS caps). */
  smsLimitReached: (eventId: number, userId: number) => Promise<'gallery' | 'organiser' | null>;
};

export function analyticsModule({ db, signerFor, events, fileLinks, smsLimitReached }: Dependencies) {
  const repository = analyticsReadsOf({ db });
  const figures = createEventFigures({ repository, fileLinks });
  const signer = signerFor();
  const visitorKey = () => signer.secretFor('gallery-visitors');
  const service = createAnalyticsService({ repository, figures, events, visitorKey, smsLimitReached });
  return { endpoints: analyticsEndpoints(service), recordView: service.recordView, figures };
}
