/** The dashboard's numbers for one organiser, in the reply shapes of the contract. */
import {
  type DashboardAnalyticsReply,
  type DataCaptureGraphReply,
  type DataTrendGraphReply,
  type GraphChannel,
  type PlanFeatures,
  SHARE_CHANNELS,
  type SharingGraphReply,
  type SharingPieReply,
  type SocialShareReply,
} from '@boothdeck/contract';
import type { EventAccess } from '../events/index.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import { METRICS } from './dashboard.repository.ts';
import {
  type Bucket,
  type DailyTotal,
  dayBuckets,
  graphStartDay,
  MONTH_DAYS,
  monthBuckets,
  WEEK_DAYS,
} from './graph-series.ts';
import { SHARE_CHANNEL_LOOK } from './share-channels.ts';

type Dependencies = {
  repository: DashboardRepository;
  eventAccess: Pick<EventAccess, 'countsOfOwned'>;
  membershipOf: (userId: number) => Promise<{ plan_features: PlanFeatures }>;
  now?: () => Date;
};

export type DashboardService = ReturnType<typeof createDashboardService>;

/** One period's buckets, each value under `key` ('share', 'leads'), and their total. */
const seriesOf =
  <Key extends string>(key: Key) =>
  (buckets: Bucket[]) => ({
    data: buckets.map(({ name, value }) => ({ name, [key]: value }) as { name: string } & Record<Key, number>),
    totalData: buckets.reduce((sum, { value }) => sum + value, 0),
  });

/** The last 7 days, the last 30 days and the last 12 months of a metric, each as a series. */
function periodSeries<Series>(daily: DailyTotal[], at: Date, series: (buckets: Bucket[]) => Series) {
  return {
    weeklyData: series(dayBuckets(daily, at, WEEK_DAYS)),
    monthlyData: series(dayBuckets(daily, at, MONTH_DAYS)),
    yearlyData: series(monthBuckets(daily, at)),
  };
}

export function createDashboardService({
  repository,
  eventAccess,
  membershipOf,
  now = () => new Date(),
}: Dependencies) {
  const shareMetrics = SHARE_CHANNELS.map(METRICS.share);

  return {
    async analytics(userId: number): Promise<DashboardAnalyticsReply> {
      const [events, media] = await Promise.all([
        eventAccess.countsOfOwned(userId, now().toISOString()),
        repository.metricTotals(userId, [METRICS.media]),
      ]);
      return {
        total_event: events.total,
        live_event: events.live,
        upcoming_event: events.upcoming,
        capture_data: media.get(METRICS.media) ?? 0,
      };
    },

    async socialShare(userId: number): Promise<SocialShareReply> {
      const totals = await repository.metricTotals(userId, shareMetrics);
      const total = [...totals.values()].reduce((sum, value) => sum + value, 0);
      return {
        social_share: {
          total_share: total,
          email: totals.get(METRICS.share('email')) ?? 0,
          sms: totals.get(METRICS.share('sms')) ?? 0,
        },
      };
    },

    async sharingGraph(userId: number, channel: GraphChannel): Promise<SharingGraphReply> {
      const at = now();
      const daily = await repository.dailyTotals(userId, METRICS.share(channel), graphStartDay(at));
      return { graphData: periodSeries(daily, at, seriesOf('share')) };
    },

    /** One slice per channel that has shares, in the channels' fixed order and colours. */
    async sharingPie(userId: number): Promise<SharingPieReply> {
      const totals = await repository.metricTotals(userId, shareMetrics);
      return {
        graphDataCapture: SHARE_CHANNELS.flatMap((channel) => {
          const value = totals.get(METRICS.share(channel)) ?? 0;
          return value > 0 ? [{ ...SHARE_CHANNEL_LOOK[channel], value }] : [];
        }),
      };
    },

    /**
     * Leads per month over the last 12 months. The dashboard asks on every load whatever the plan,
     * so a plan without data capture gets its months at 0 and the flag, not a refusal.
     */
    async dataCaptureGraph(userId: number): Promise<DataCaptureGraphReply> {
      const at = now();
      const { plan_features } = await membershipOf(userId);
      const included = plan_features.data_capture;
      const daily = included ? await repository.dailyTotals(userId, METRICS.lead, graphStartDay(at)) : [];
      const data = monthBuckets(daily, at).map(({ name, value }) => ({ name, leads: value }));
      return { data, included_in_plan: included };
    },

    /** The data-capture page's trend: leads by day (week, month) and by month (year). */
    async dataTrendGraph(userId: number): Promise<DataTrendGraphReply> {
      const at = now();
      const daily = await repository.dailyTotals(userId, METRICS.lead, graphStartDay(at));
      return { graphData: periodSeries(daily, at, seriesOf('leads')) };
    },
  };
}
