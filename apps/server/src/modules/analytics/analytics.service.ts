/** One event's analytics for its organiser, in the reply shapes of the contract. */
import { createHmac } from 'node:crypto';
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
import type { AnalyticsReads } from './analytics-reads.ts';
import { localDailyTotals, localToday } from './event-days.ts';
import type { EventFigures } from './event-figures.ts';

/** A guest's browser as the gallery sees it: counted once per event as a keyed hash, never kept. */
export type GalleryVisitor = { address: string; userAgent: string };

type Dependencies = {
  repository: AnalyticsReads;
  figures: EventFigures;
  events: Pick<EventAccess, 'ownedEvent'>;
  /** The key visitors are hashed with, so a stored hash cannot be matched to an address by trying them all. */
  visitorKey: () => Promise<string>;
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
  figures,
  events,
  visitorKey,
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

  return {
    channelGraph: (userId: number, eventId: number, channel: EventGraphChannel) =>
      graphOf(userId, eventId, channelsOf(channel)),

    sharingGraph: (userId: number, eventId: number) => graphOf(userId, eventId, SHARE_CHANNELS),

    async socialShare(userId: number, eventId: number): Promise<EventSocialShareReply> {
      const event = await ownedEvent(userId, eventId);
      const [shares, smsLimit] = await Promise.all([figures.sharesByChannel(event), smsLimitReached(event.id, userId)]);
      const of = (channel: ShareChannel) => shares.channels.find((row) => row.channel === channel)?.shares ?? 0;
      return {
        sms_limit_reached: smsLimit,
        single_social_share: {
          total_share: shares.total,
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
      return { most_viewed: await figures.mostViewed(event, MOST_VIEWED_LIMIT) };
    },

    async funnel(userId: number, eventId: number): Promise<EventFunnelReply> {
      const event = await ownedEvent(userId, eventId);
      return { funnel: await figures.funnel(event) };
    },

    /** A guest opened one item of the public gallery: one more view, and a visitor if new to the event. */
    async recordView(mediaId: number, eventId: number, visitor: GalleryVisitor): Promise<void> {
      const hash = createHmac('sha256', await visitorKey())
        .update(`${eventId}\n${visitor.address}\n${visitor.userAgent}`)
        .digest('base64url');
      await Promise.all([
        repository.recordView(mediaId, eventId),
        repository.recordVisitor(eventId, hash, now().toISOString()),
      ]);
    },
  };
}
