/** One event's analytics for its organiser, in the reply shapes of the contract. */
import {
  type EventFunnelReply,
  type EventGraphChannel,
  type EventSocialShareReply,
  MOST_VIEWED_LIMIT,
  type MostViewedReply,
  SHARE_CHANNELS,
  type ShareChannel,
  type SharingGraphReply,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { dayBuckets, graphStartDay, MONTH_DAYS, monthBuckets, WEEK_DAYS } from '../dashboard/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { toGalleryItem } from '../media/index.ts';
import type { AnalyticsReads } from './analytics-reads.ts';
import { localDailyTotals, localToday } from './event-days.ts';

type Dependencies = {
  repository: AnalyticsReads;
  events: Pick<EventAccess, 'ownedEvent'>;
  fileLinks: GalleryFileLinks;
  smsLimitReached: (eventId: number, userId: number) => Promise<'gallery' | 'organiser' | null>;
  now?: () => Date;
};

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

const DAY_MS = 86_400_000;

/** `microsite` is the original client's name for the LinkedIn graph. */
const channelsOf = (channel: EventGraphChannel): ShareChannel[] => [channel === 'microsite' ? 'linkedin' : channel];

const series = (buckets: { name: string; value: number }[]) => ({
  data: buckets.map(({ name, value }) => ({ name, share: value })),
  totalData: buckets.reduce((sum, { value }) => sum + value, 0),
});

export function createAnalyticsService({
  repository,
  events,
  fileLinks,
  smsLimitReached,
  now = () => new Date(),
}: Dependencies) {
  const ownedEvent = async (userId: number, eventId: number) => {
    const event = await events.ownedEvent(userId, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  };

  /** The week, month and year graphs of the event's sent shares, by the event's own days. */
  async function graphOf(
    userId: number,
    eventId: number,
    channels: readonly ShareChannel[],
  ): Promise<SharingGraphReply> {
    const event = await ownedEvent(userId, eventId);
    const today = localToday(now(), event.time_zone);
    // A day before the first local day the graphs show: no time zone is a day ahead of UTC.
    const from = new Date(Date.parse(`${graphStartDay(today)}T00:00:00.000Z`) - DAY_MS).toISOString();
    const daily = localDailyTotals(await repository.minuteTotals(event.id, from, channels), event.time_zone);
    return {
      graphData: {
        weeklyData: series(dayBuckets(daily, today, WEEK_DAYS)),
        monthlyData: series(dayBuckets(daily, today, MONTH_DAYS)),
        yearlyData: series(monthBuckets(daily, today)),
      },
    };
  }

  const totalOf = (totals: Map<ShareChannel, number>) => [...totals.values()].reduce((sum, value) => sum + value, 0);

  return {
    channelGraph: (userId: number, eventId: number, channel: EventGraphChannel) =>
      graphOf(userId, eventId, channelsOf(channel)),

    sharingGraph: (userId: number, eventId: number) => graphOf(userId, eventId, SHARE_CHANNELS),

    async socialShare(userId: number, eventId: number): Promise<EventSocialShareReply> {
      const event = await ownedEvent(userId, eventId);
      const [totals, smsLimit] = await Promise.all([
        repository.channelTotals(event.id),
        smsLimitReached(event.id, userId),
      ]);
      const of = (channel: ShareChannel) => totals.get(channel) ?? 0;
      return {
        sms_limit_reached: smsLimit,
        single_social_share: {
          total_share: totalOf(totals),
          email: of('email'),
          sms: of('sms'),
          facebook: of('facebook'),
          twitter: of('twitter'),
          instagram: of('instagram'),
          linkedin: of('linkedin'),
          whatsapp: of('whatsapp'),
          download: of('download'),
          microsite: of('linkedin'),
        },
      };
    },

    async mostViewed(userId: number, eventId: number): Promise<MostViewedReply> {
      const event = await ownedEvent(userId, eventId);
      const [rows, addressOf] = await Promise.all([
        repository.mostViewed(event.id, MOST_VIEWED_LIMIT),
        fileLinks.signedAddresses(),
      ]);
      return { most_viewed: rows.map((row) => ({ ...toGalleryItem(row, addressOf), views: row.views })) };
    },

    async funnel(userId: number, eventId: number): Promise<EventFunnelReply> {
      const event = await ownedEvent(userId, eventId);
      const [captures, totals, views, leads, vouchers, erased] = await Promise.all([
        repository.countMedia(event.id),
        repository.channelTotals(event.id),
        repository.countViews(event.id),
        repository.countLeads(event.id),
        repository.countClaimedVouchers(event.id),
        repository.erasedCounts(event.id),
      ]);
      return {
        funnel: {
          captures: captures + erased.captures,
          shares: totalOf(totals),
          views: views + erased.views,
          leads,
          vouchers_claimed: vouchers,
        },
      };
    },

    /** A guest opened one item of the public gallery. */
    recordView: (mediaId: number, eventId: number) => repository.recordView(mediaId, eventId),
  };
}
