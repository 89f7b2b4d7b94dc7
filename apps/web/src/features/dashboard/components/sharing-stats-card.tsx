import { MESSAGES } from '@boothdeck/contract/messages';
import { Center, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { PieChart } from '@/shared/ui/charts/pie-chart';
import { PanelCard } from '@/shared/ui/panel-card';
import { useSharingPie } from '../api/get-sharing-pie';

const PIE_SIZE = 220;

/** Shares split by channel; 'No Data Found' before the first share (or when the numbers can't be read). */
export function SharingStatsCard() {
  const pie = useSharingPie();
  const slices = (pie.data?.graphDataCapture ?? []).map((entry) => ({
    label: entry.name,
    value: entry.value,
    color: entry.background,
  }));

  const renderContent = () => {
    if (pie.isPending) {
      return (
        <Group justify="center" gap="xl" aria-label="Loading Social Sharing Stats">
          <Skeleton height={PIE_SIZE} circle />
          <Stack gap="sm" w={180}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={14} />
            ))}
          </Stack>
        </Group>
      );
    }
    if (slices.length === 0) {
      return (
        <Center flex={1} mih={PIE_SIZE}>
          <EmptyState
            icon={<IconChartPie size={28} stroke={1.6} />}
            withIndicatorBackground
            title={MESSAGES.noDataFound}
          />
        </Center>
      );
    }
    return (
      <Center flex={1}>
        <PieChart
          data={slices}
          size={PIE_SIZE}
          title="Shares by channel"
          labelHeading="Channel"
          valueHeading="Shares"
          unit="shares"
        />
      </Center>
    );
  };

  return (
    <PanelCard title="Social Sharing Stats" subtitle="Shares by channel, all time">
      {renderContent()}
    </PanelCard>
  );
}
