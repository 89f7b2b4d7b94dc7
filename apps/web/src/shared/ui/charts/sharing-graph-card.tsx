import type { SharingGraphReply } from '@boothdeck/contract';
import { SegmentedControl, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { pluralise } from '@/shared/lib/format-count';
import { BarChart } from '@/shared/ui/charts/bar-chart';
import { PanelCard } from '@/shared/ui/panel-card';

type Period = keyof SharingGraphReply['graphData'];

const PERIODS: Record<Period, { label: string; span: string }> = {
  weeklyData: { label: 'Weekly', span: 'the last 7 days' },
  monthlyData: { label: 'Monthly', span: 'the last 30 days' },
  yearlyData: { label: 'Yearly', span: 'the last 12 months' },
};

export const CHART_HEIGHT = 240;

const formatShares = (value: number) => pluralise(value, 'share', 'shares');

type SharingGraphCardProps = {
  title: string;
  color: string;
  /** The graph's query: its reply once loaded, pending until then, an error when it failed. */
  graph: { data?: SharingGraphReply; isPending: boolean; isError: boolean };
  height?: number;
};

/** Shares by day (week, month) or by month (year), switchable. */
export function SharingGraphCard({ title, color, graph, height = CHART_HEIGHT }: SharingGraphCardProps) {
  const [period, setPeriod] = useState<Period>('weeklyData');
  const series = graph.data?.graphData?.[period];
  const { label, span } = PERIODS[period];

  return (
    <PanelCard
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
        <Skeleton height={height} aria-label={`Loading ${title}`} />
      ) : graph.isError ? (
        <Text c="red" size="sm" role="alert">
          {title} could not be loaded. Please try again later.
        </Text>
      ) : (
        <BarChart
          data={(series?.data ?? []).map((bucket) => ({ label: bucket.name, value: bucket.share }))}
          color={color}
          height={height}
          title={`${title}, ${label.toLowerCase()}`}
          labelHeading={period === 'yearlyData' ? 'Month' : 'Day'}
          valueHeading="Shares"
          formatValue={formatShares}
        />
      )}
    </PanelCard>
  );
}
