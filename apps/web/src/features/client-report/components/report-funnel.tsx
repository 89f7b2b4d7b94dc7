import type { ClientReport } from '@boothdeck/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';

const STEPS = [
  ['captures', 'Captured'],
  ['shares', 'Shared'],
  ['views', 'Viewed online'],
  ['leads', 'Became leads'],
  ['vouchers_claimed', 'Claimed a voucher'],
] as const;

/** Capture → share → view → lead → voucher, each against the largest step. */
export function ReportFunnel({ report }: { report: ClientReport }) {
  const { funnel } = report;
  const largest = Math.max(1, ...STEPS.map(([key]) => funnel[key]));
  return (
    <PanelCard title="Funnel" subtitle="From the booth to the brand's offer">
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {STEPS.map(([key, label]) => (
          <Group key={key} component="li" wrap="nowrap" gap="sm" aria-label={`${label}: ${formatCount(funnel[key])}`}>
            <Text size="sm" w={130} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Progress value={(funnel[key] / largest) * 100} size="xl" radius="sm" style={{ flex: 1 }} aria-hidden />
            <Text size="sm" fw={700} w={64} ta="right" style={{ flexShrink: 0 }}>
              {formatCount(funnel[key])}
            </Text>
          </Group>
        ))}
      </Stack>
    </PanelCard>
  );
}
