import { Skeleton } from '@mantine/core';
import { AreaChart } from '@/shared/ui/charts/area-chart';
import { useDataCaptureGraph } from '../api/get-data-capture-graph';
import { pluralise } from '../lib/format-count';
import { DashboardCard } from './dashboard-card';
import { CHART_HEIGHT } from './sharing-graph-card';

const formatLeads = (value: number) => pluralise(value, 'lead', 'leads');

/** Leads captured per month over the last 12 months. */
export function DataCaptureTrendsCard() {
  const graph = useDataCaptureGraph();
  const months = (graph.data?.data ?? []).map((month) => ({ label: month.name, value: month.leads }));
  const total = months.reduce((sum, month) => sum + month.value, 0);

  return (
    <DashboardCard
      title="Data Capture Trends"
      subtitle={graph.data ? `${formatLeads(total)} captured in the last 12 months` : 'Leads captured per month'}
    >
      {graph.isPending ? (
        <Skeleton height={CHART_HEIGHT} aria-label="Loading Data Capture Trends" />
      ) : (
        <AreaChart
          data={months}
          color="#7950f2"
          height={CHART_HEIGHT}
          title="Leads captured per month"
          labelHeading="Month"
          valueHeading="Leads"
          formatValue={formatLeads}
        />
      )}
    </DashboardCard>
  );
}
