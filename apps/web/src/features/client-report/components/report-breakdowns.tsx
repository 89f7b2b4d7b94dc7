import type { ClientReport } from '@boothdeck/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format-count';
import { BarChart } from '@/shared/ui/charts/bar-chart';
import { PanelCard } from '@/shared/ui/panel-card';
import { channelName, hourName, MODE_NAMES } from './report-labels';

type Row = { name: string; value: number };

/** Named counts as bars against the largest. */
function CountBars({ rows, color }: { rows: Row[]; color: string }) {
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map(({ name, value }) => (
        <Stack key={name} gap={2} component="li" aria-label={`${name}: ${formatCount(value)}`}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{name}</Text>
            <Text size="sm" fw={700}>
              {formatCount(value)}
            </Text>
          </Group>
          <Progress value={(value / largest) * 100} color={color} size="md" radius="xl" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}

export function CapturesByMode({ report }: { report: ClientReport }) {
  const rows = report.captures_by_mode.map(({ mode, captures }) => ({ name: MODE_NAMES[mode], value: captures }));
  return (
    <PanelCard title="Captures by mode" subtitle="What the booth captured">
      <CountBars rows={rows} color="indigo" />
    </PanelCard>
  );
}

export function SharesByChannel({ report }: { report: ClientReport }) {
  const rows = report.shares_by_channel.map(({ channel, shares }) => ({ name: channelName(channel), value: shares }));
  return (
    <PanelCard title="Shares by channel" subtitle="Sent guest shares, all time">
      <CountBars rows={rows} color="teal" />
    </PanelCard>
  );
}

export function BusiestHours({ report }: { report: ClientReport }) {
  const data = report.busiest_hours.map(({ hour, captures }) => ({ label: hourName(hour), value: captures }));
  const busiest = report.busiest_hours.reduce((top, hour) => (hour.captures > top.captures ? hour : top));
  return (
    <PanelCard
      title="Busiest hours"
      subtitle={
        busiest.captures > 0
          ? `Most captures from ${hourName(busiest.hour)} to ${hourName((busiest.hour + 1) % 24)}, event time`
          : 'No captures yet'
      }
    >
      <BarChart
        data={data}
        color="#4c6ef5"
        height={220}
        title="Captures by hour of the day"
        labelHeading="Hour"
        valueHeading="Captures"
        formatValue={formatCount}
      />
    </PanelCard>
  );
}
