import type { GraphChannel, SharingGraphReply } from '@boothdeck/contract';
import { SegmentedControl, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { BarChart } from '@/shared/ui/charts/bar-chart';
import { useSharingGraph } from '../api/get-sharing-graph';
import { pluralise } from '../lib/format-count';
import { DashboardCard } from './dashboard-card';

type Period = keyof SharingGraphReply['graphData'];

const PERIODS: Record<Period, { label: string; span: string }> = {
  weeklyData: { label: 'Weekly', span: 'the last 7 days' },
  monthlyData: { label: 'Monthly', span: 'the last 30 days' },
  yearlyData: { label: 'Yearly', span: 'the last 12 months' },
};

const LOOK: Record<GraphChannel, { title: string; color: string }> = {
  email: { title: 'Email Shares', color: '#4c6ef5' },
  sms: { title: 'SMS Shares', color: '#12b886' },
};

export const CHART_HEIGHT = 240;

const formatShares = (value: number) => pluralise(value, 'share', 'shares');

/** One channel's shares by day (week, month) or by month (year), switchable. */
export function SharingGraphCard({ channel }: { channel: GraphChannel }) {
  const [period, setPeriod] = useState<Period>('weeklyData');
  const graph = useSharingGraph(channel);
  const { title, color } = LOOK[channel];
  const series = graph.data?.graphData?.[period];
  const { label, span } = PERIODS[period];

  return (
    <DashboardCard
      title={title}
      subtitle={series ? `${formatShares(series.totalData)} in ${span}` : `Shares in ${span}`}
      actions={
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          data={Object.entries(PERIODS).map(([value, entry]) => ({ value, label: entry.label }))}
          aria-label={`${title} period`}
        />
      }
    >
      {graph.isPending ? (
        <Skeleton height={CHART_HEIGHT} aria-label={`Loading ${title}`} />
      ) : (
        <BarChart
          data={(series?.data ?? []).map((bucket) => ({ label: bucket.name, value: bucket.share }))}
          color={color}
          height={CHART_HEIGHT}
          title={`${title}, ${label.toLowerCase()}`}
          labelHeading={period === 'yearlyData' ? 'Month' : 'Day'}
          valueHeading="Shares"
          formatValue={formatShares}
        />
      )}
    </DashboardCard>
  );
}
