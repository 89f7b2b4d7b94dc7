import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BarChart } from '@/shared/ui/charts/bar-chart';
import { type GraphPeriod, PERIOD_SPANS, periodChoices, THIS_PERIOD_LABELS } from '@/shared/ui/charts/graph-periods';
import { useDataTrendGraph } from '../api/get-data-trend-graph';

const CHART_HEIGHT = 220;

const formatLeads = (value: number) => `${value.toLocaleString()} ${value === 1 ? 'lead' : 'leads'}`;

/** Leads captured across the organiser's events, by day (week, month) or by month (year). */
export function DataTrendsCard() {
  const [period, setPeriod] = useState<GraphPeriod>('weeklyData');
  const graph = useDataTrendGraph();
  const series = graph.data?.graphData[period];
  const label = THIS_PERIOD_LABELS[period];
  const span = PERIOD_SPANS[period];

  return (
    <Paper component="section" aria-label="Data Collection" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Data Collection
            </Title>
            <Text size="sm" c="dimmed">
              {series ? `${formatLeads(series.totalData)} in ${span}` : `Leads captured in ${span}`}
            </Text>
          </Stack>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(value) => setPeriod(value as GraphPeriod)}
            data={periodChoices(THIS_PERIOD_LABELS)}
            aria-label="Data Collection period"
          />
        </Group>
        {graph.isPending ? (
          <Skeleton height={CHART_HEIGHT} aria-label="Loading Data Collection" />
        ) : graph.isError ? (
          <Text c="dimmed" ta="center" py="xl">
            The trend could not be loaded.
          </Text>
        ) : (
          <BarChart
            data={(series?.data ?? []).map((bucket) => ({ label: bucket.name, value: bucket.leads }))}
            color="#7950f2"
            height={CHART_HEIGHT}
            title={`Leads captured, ${label.toLowerCase()}`}
            labelHeading={period === 'yearlyData' ? 'Month' : 'Day'}
            valueHeading="Leads"
            formatValue={formatLeads}
          />
        )}
      </Stack>
    </Paper>
  );
}
