import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { ChartDataTable } from './chart-data-table';
import { formatWhole } from './chart-scale';
import { useChartPointer } from './use-chart-pointer';

export type PieSlice = { label: string; value: number; color: string };

type PieChartProps = {
  data: readonly PieSlice[];
  title: string;
  labelHeading: string;
  valueHeading: string;
  /** What the number in the middle counts ('shares'). */
  unit: string;
  size?: number;
};

const TAU = Math.PI * 2;

function pointAt(radius: number, angle: number, center: number) {
  return `${center + radius * Math.cos(angle)},${center + radius * Math.sin(angle)}`;
}

/** A ring segment from angle `from` to `to` (radians, clockwise from 12 o'clock). */
function ringSegment(from: number, to: number, outer: number, inner: number, center: number): string {
  if (to - from >= TAU - 1e-6) {
    // One slice of everything: two half rings, since an arc can't end where it starts.
    const half = from + Math.PI;
    return ringSegment(from, half, outer, inner, center) + ringSegment(half, to, outer, inner, center);
  }
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M${pointAt(outer, from, center)}`,
    `A${outer},${outer} 0 ${large} 1 ${pointAt(outer, to, center)}`,
    `L${pointAt(inner, to, center)}`,
    `A${inner},${inner} 0 ${large} 0 ${pointAt(inner, from, center)}`,
    'Z',
  ].join('');
}

const percentOf = (value: number, total: number) => `${total > 0 ? Math.round((value / total) * 100) : 0}%`;

/** A donut with a legend; the middle shows the total, or the slice under the pointer or chosen with the arrow keys. */
export function PieChart({ data, title, labelHeading, valueHeading, unit, size = 200 }: PieChartProps) {
  const { active, setActive, handlers } = useChartPointer(data.length, () => null);
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const center = size / 2;
  const outer = center - 6;
  const inner = outer * 0.62;
  let angle = -Math.PI / 2;
  const segments = data.map((slice) => {
    const from = angle;
    angle += total > 0 ? (slice.value / total) * TAU : 0;
    return { ...slice, from, to: angle };
  });
  const focused = active === null ? undefined : data[active];

  return (
    <Group gap="xl" justify="center" wrap="wrap">
      <Box pos="relative" w={size} h={size}>
        <svg
          width={size}
          height={size}
          role="img"
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the highlight across the chart's data
          tabIndex={0}
          style={{ display: 'block' }}
          onKeyDown={handlers.onKeyDown}
          onBlur={handlers.onBlur}
        >
          {segments.map((segment, index) => (
            <path
              key={segment.label}
              d={ringSegment(segment.from, segment.to, active === index ? outer + 4 : outer, inner, center)}
              fill={segment.color}
              stroke="var(--mantine-color-body)"
              strokeWidth={2}
              opacity={active === null || active === index ? 1 : 0.55}
              onPointerEnter={() => setActive(index)}
              onPointerLeave={() => setActive(null)}
            />
          ))}
        </svg>
        <Stack
          gap={0}
          align="center"
          justify="center"
          pos="absolute"
          inset={0}
          style={{ pointerEvents: 'none' }}
          aria-hidden
        >
          <Text fz={26} fw={700} lh={1.1}>
            {formatWhole(focused?.value ?? total)}
          </Text>
          <Text size="xs" c="dimmed">
            {focused ? `${focused.label} · ${percentOf(focused.value, total)}` : unit}
          </Text>
        </Stack>
      </Box>
      <Stack gap={6} miw={180} aria-hidden>
        {data.map((slice, index) => (
          <Box
            key={slice.label}
            onMouseEnter={() => setActive(index)}
            onMouseLeave={() => setActive(null)}
            px={6}
            py={2}
            style={{ borderRadius: 4, background: active === index ? 'var(--mantine-color-gray-1)' : undefined }}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={slice.color} size={12} withShadow={false} />
                <Text size="sm">{slice.label}</Text>
              </Group>
              <Text size="sm" fw={600}>
                {formatWhole(slice.value)}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {percentOf(slice.value, total)}
                </Text>
              </Text>
            </Group>
          </Box>
        ))}
      </Stack>
      <ChartDataTable
        caption={title}
        labelHeading={labelHeading}
        valueHeading={valueHeading}
        data={data}
        formatValue={(value) => `${formatWhole(value)} (${percentOf(value, total)})`}
      />
    </Group>
  );
}
