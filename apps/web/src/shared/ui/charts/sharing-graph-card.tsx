import type { SharingGraphReply } from '@boothdeck/contract';
import { SegmentedControl, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { pluralise } from '@/shared/lib/format-count';
import { BarChart } from '@/shared/ui/charts/bar-chart';
import { PanelCard } from '@/shared/ui/panel-card';
import {
  DASHBOARD_PERIOD_LABELS,
  type GraphPeriod,
  PERIOD_SPANS,
  type PeriodLabels,
  periodChoices,
} from './graph-periods';

export const CHART_HEIGHT = 240;

const formatShares = (value: number) => pluralise(value, 'share', 'shares');

type SharingGraphCardProps = {
  title: string;
  color: string;
  /** The graph's query: its reply once loaded, pending until then, an error when it failed. */
  graph: { data?: SharingGraphReply; isPending: boolean; isError: boolean };
  height?: number;
  /** What the period switch calls the periods: the dashboard's names unless a screen has its own. */
  periodLabels?: PeriodLabels;
};

/** Shares by day (week, month) or by month (year), switchable. */
export function SharingGraphCard({
  title,
  color,
  graph,
  height = CHART_HEIGHT,
  periodLabels = DASHBOARD_PERIOD_LABELS,
}: SharingGraphCardProps) {
  const [period, setPeriod] = useState<GraphPeriod>('weeklyData');
  const series = graph.data?.graphData?.[period];
  const label = periodLabels[period];
  const span = PERIOD_SPANS[period];

  return (
    <PanelCard
      title={title}
      subtitle={series ? `${formatShares(series.totalData)} in ${span}` : `Shares in ${span}`}
      actions={
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as GraphPeriod)}
          data={periodChoices(periodLabels)}
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
