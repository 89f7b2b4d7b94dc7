/**
 * One event's figures, each read by one query (or one pair) and shared by every caller that shows
 * it: the analytics calls and the client report answer the same number from the same function.
 * Each takes an event its caller has already found among those it may read.
 */
import {
  type EventFunnelReply,
  MEDIA_TYPES,
  type MediaType,
  SHARE_CHANNELS,
  type ShareChannel,
} from '@boothdeck/contract';
import type { EventRecord } from '../events/index.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { toGalleryItem } from '../media/index.ts';
import type { AnalyticsReads } from './analytics-reads.ts';
import { localHourTotals } from './event-days.ts';

type Dependencies = { repository: AnalyticsReads; fileLinks: GalleryFileLinks };

export type EventFigures = ReturnType<typeof createEventFigures>;

const totalOf = (totals: Map<ShareChannel, number>) => [...totals.values()].reduce((sum, value) => sum + value, 0);

export function createEventFigures({ repository, fileLinks }: Dependencies) {
  // The event's share totals, read once for every figure asked of the same event record: the
  // report asks for its channels and its funnel together. Keyed by the record a caller found for
  // one request, so nothing outlives it.
  const sharesRead = new WeakMap<EventRecord, Promise<Map<ShareChannel, number>>>();
  const channelTotals = (event: EventRecord) => {
    let totals = sharesRead.get(event);
    if (!totals) {
      totals = repository.channelTotals(event.id);
      sharesRead.set(event, totals);
    }
    return totals;
  };
  const viewedItems = async (event: EventRecord, limit: number, shownOnly: boolean) => {
    const [rows, addressOf] = await Promise.all([
      repository.mostViewed(event.id, limit, shownOnly),
      fileLinks.signedAddresses(),
    ]);
    return rows.map((row) => ({ ...toGalleryItem(row, addressOf), views: row.views }));
  };

  return {
    /** Sent guest shares of every channel of the channel list (zero where none), and their total. */
    async sharesByChannel(event: EventRecord) {
      const totals = await channelTotals(event);
      return {
        total: totalOf(totals),
        channels: SHARE_CHANNELS.map((channel) => ({ channel, shares: totals.get(channel) ?? 0 })),
      };
    },

    async funnel(event: EventRecord): Promise<EventFunnelReply['funnel']> {
      const [captures, totals, views, leads, vouchers, erased] = await Promise.all([
        repository.countMedia(event.id),
        channelTotals(event),
        repository.countViews(event.id),
        repository.countLeads(event.id),
        repository.countClaimedVouchers(event.id),
        repository.erasedCounts(event.id),
      ]);
      // Captures erased for a guest or by retention, and their views, stay counted (erased_counts).
      return {
        captures: captures + erased.captures,
        shares: totalOf(totals),
        views: views + erased.views,
        leads,
        vouchers_claimed: vouchers,
      };
    },

    /** The items guests opened most, whatever their moderation: the organiser's own view. */
    mostViewed: (event: EventRecord, limit: number) => viewedItems(event, limit, false),

    /**
     * The approved items guests opened most. Read from the most viewed four times over, so a
     * pending capture its guest opened by its own key does not leave the list short.
     */
    async topShown(event: EventRecord, limit: number) {
      return (await viewedItems(event, limit * 4, true)).slice(0, limit);
    },

    /** Captures by mode, every mode there is (zero where none). */
    async capturesByMode(event: EventRecord): Promise<{ mode: MediaType; captures: number }[]> {
      const counts = await repository.countMediaByType(event.id);
      return MEDIA_TYPES.map((mode) => ({ mode, captures: counts.get(mode) ?? 0 }));
    },

    /** Captures by hour of the day on the event's clock. */
    async busiestHours(event: EventRecord) {
      const hours = localHourTotals(await repository.captureMinutes(event.id), event.time_zone);
      return hours.map(({ hour, total }) => ({ hour, captures: total }));
    },

    async leads(event: EventRecord) {
      const [captured, consented] = await Promise.all([
        repository.countLeads(event.id),
        repository.countConsentedLeads(event.id),
      ]);
      return { captured, consented, consent_rate: captured === 0 ? 0 : Math.round((consented / captured) * 100) };
    },

    async reach(event: EventRecord) {
      const [views, visitors] = await Promise.all([
        repository.countViews(event.id),
        repository.countVisitors(event.id),
      ]);
      return { gallery_views: views, unique_visitors: visitors };
    },

    vouchersClaimed: (event: EventRecord) => repository.countClaimedVouchers(event.id),
  };
}
