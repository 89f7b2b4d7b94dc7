import { Paper, Text } from '@mantine/core';

type ChartTooltipProps = {
  /** Anchor in px from the chart's top-left corner; the tooltip sits above it. */
  x: number;
  y: number;
  /** The chart's width, to keep the tooltip inside it. */
  chartWidth: number;
  label: string;
  value: string;
  color: string;
};

const TOOLTIP_HALF_WIDTH = 64;

export function ChartTooltip({ x, y, chartWidth, label, value, color }: ChartTooltipProps) {
  const left = Math.min(Math.max(x, TOOLTIP_HALF_WIDTH), Math.max(chartWidth - TOOLTIP_HALF_WIDTH, TOOLTIP_HALF_WIDTH));
  return (
    <Paper
      role="tooltip"
      shadow="md"
      radius="sm"
      px="sm"
      py={6}
      withBorder
      style={{
        position: 'absolute',
        left,
        top: Math.max(y - 8, 0),
        transform: 'translate(-50%, -100%)',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span
          aria-hidden
          style={{ width: 8, height: 8, borderRadius: 8, background: color, display: 'inline-block' }}
        />
        {value}
      </Text>
    </Paper>
  );
}
