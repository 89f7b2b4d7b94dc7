import { Skeleton, Text } from '@mantine/core';
import { pluralise } from '@/shared/lib/format-count';
import { AreaChart } from '@/shared/ui/charts/area-chart';
import { CHART_HEIGHT } from '@/shared/ui/charts/sharing-graph-card';
import { PanelCard } from '@/shared/ui/panel-card';
import { useDataCaptureGraph } from '../api/get-data-capture-graph';

const formatLeads = (value: number) => pluralise(value, 'lead', 'leads');

/** Leads captured per month over the last 12 months; a plan without data capture is told so instead. */
export function DataCaptureTrendsCard() {
  const graph = useDataCaptureGraph();
  const months = (graph.data?.data ?? []).map((month) => ({ label: month.name, value: month.leads }));
  const total = months.reduce((sum, month) => sum + month.value, 0);

  if (graph.data?.included_in_plan === false) {
    return (
      <PanelCard title="Data Capture Trends" subtitle="Leads captured per month">
        <Text c="dimmed">Data capture is not in your package.</Text>
      </PanelCard>
    );
  }
  return (
    <PanelCard
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
    </PanelCard>
  );
}
