/**
 * What one event's analytics reads, each from its owner: its own gallery views
 * and visitors (analytics.repository.ts), the event's captures from media, its sent shares from deliveries,
 * its leads and claimed vouchers from leads and vouchers. Every read names the event, which the
 * service has found among the organiser's own.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { shareTotalsOf } from '../deliveries/index.ts';
import { leadConsentCountOf, leadCountOf } from '../leads/index.ts';
import { guestCapturesOf, type MediaItemRow, organiserCapturesOf } from '../media/index.ts';
import { claimedVoucherCountOf } from '../vouchers/index.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { erasedCountsOf } from './erased-counts.repository.ts';

export type ViewedItem = MediaItemRow & { views: number };

export type AnalyticsReads = ReturnType<typeof analyticsReadsOf>;

export function analyticsReadsOf({ db }: Pick<PlatformServices, 'db'>) {
  const repository = createAnalyticsRepository(db);
  const captures = organiserCapturesOf({ db });
  const shown = guestCapturesOf({ db });
  return {
    ...repository,
    ...shareTotalsOf({ db }),
    countMedia: (eventId: number) => captures.countOfTypes(eventId),
    countMediaByType: (eventId: number) => captures.countsByType(eventId),
    captureMinutes: (eventId: number) => captures.minuteCounts(eventId),
    countLeads: leadCountOf({ db }),
    countConsentedLeads: leadConsentCountOf({ db }),
    countClaimedVouchers: claimedVoucherCountOf({ db }),
    /** What captures erased for guests or by retention counted: the totals keep them. */
    erasedCounts: (eventId: number) => erasedCountsOf(db, eventId),

    /**
     * The items opened most, most first (ties go to the newer item), read in two queries: every
     * capture for the organiser, or only those guests may see (approved) with `shownOnly`.
     */
    async mostViewed(eventId: number, limit: number, shownOnly = false): Promise<ViewedItem[]> {
      const viewed = await repository.mostViewed(eventId, limit);
      const ids = viewed.map(({ media_id: mediaId }) => mediaId);
      const rows = await (shownOnly ? shown.shownAmong(eventId, ids) : captures.capturesOfEvent(eventId, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return viewed.flatMap(({ media_id: mediaId, views }) => {
        const row = byId.get(mediaId);
        return row ? [{ ...row, views }] : [];
      });
    },
  };
}
