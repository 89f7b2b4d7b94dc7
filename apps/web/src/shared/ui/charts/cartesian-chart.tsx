import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ChartDataTable } from './chart-data-table';
import {
  axisTicks,
  CHART_PADDING,
  type ChartDatum,
  FALLBACK_CHART_WIDTH,
  formatCompact,
  labelEvery,
} from './chart-scale';
import { ChartTooltip } from './chart-tooltip';
import { useChartPointer } from './use-chart-pointer';

export type CartesianLayout = {
  width: number;
  height: number;
  left: number;
  plotWidth: number;
  /** The y of the value 0. */
  baseline: number;
  /** Width of one datum's slot on the x axis. */
  band: number;
  ticks: number[];
  y: (value: number) => number;
  centerX: (index: number) => number;
};

function cartesianLayout(width: number, height: number, values: readonly number[]): CartesianLayout {
  const { top, right, bottom, left } = CHART_PADDING;
  const plotWidth = Math.max(width - left - right, 1);
  const plotHeight = Math.max(height - top - bottom, 1);
  const ticks = axisTicks(Math.max(0, ...values));
  const axisTop = ticks.at(-1) || 1;
  const band = plotWidth / Math.max(values.length, 1);
  return {
    width,
    height,
    left,
    plotWidth,
    baseline: top + plotHeight,
    band,
    ticks,
    y: (value) => top + plotHeight - (value / axisTop) * plotHeight,
    centerX: (index) => left + band * (index + 0.5),
  };
}

const AXIS_TEXT = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' } as const;

function CartesianAxes({ layout, labels }: { layout: CartesianLayout; labels: readonly string[] }) {
  const every = labelEvery(labels.length, layout.plotWidth);
  // Thin from the right, so the newest bucket (today, this month) is always labelled.
  const isLabelled = (index: number) => (labels.length - 1 - index) % every === 0;
  return (
    <g>
      {layout.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={layout.left}
            x2={layout.left + layout.plotWidth}
            y1={layout.y(tick)}
            y2={layout.y(tick)}
            stroke="var(--mantine-color-gray-3)"
            strokeDasharray={tick === 0 ? undefined : '3 4'}
          />
          <text x={layout.left - 8} y={layout.y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
            {formatCompact(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        isLabelled(index) ? (
          <text key={label} x={layout.centerX(index)} y={layout.baseline + 18} textAnchor="middle" {...AXIS_TEXT}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

export type CartesianChartProps = {
  data: readonly ChartDatum[];
  color: string;
  height?: number;
  /** Names the chart for assistive technology and captions its data table. */
  title: string;
  labelHeading: string;
  valueHeading: string;
  formatValue: (value: number) => string;
};

type Props = CartesianChartProps & {
  renderMarks: (layout: CartesianLayout, active: number | null) => ReactNode;
};

/** Axes, gridlines, a tooltip that follows the pointer (or the arrow keys) and the data table; marks come from the caller. */
export function CartesianChart({
  data,
  color,
  height = 240,
  title,
  labelHeading,
  valueHeading,
  formatValue,
  renderMarks,
}: Props) {
  const { ref, width: measuredWidth } = useElementSize();
  const width = measuredWidth || FALLBACK_CHART_WIDTH;
  const layout = cartesianLayout(
    width,
    height,
    data.map((datum) => datum.value),
  );
  const { active, handlers } = useChartPointer(data.length, (x) => {
    const index = Math.floor((x - layout.left) / layout.band);
    return index >= 0 && index < data.length ? index : null;
  });
  const activeDatum = active === null ? undefined : data[active];

  return (
    <Box ref={ref} pos="relative" h={height}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the highlight across the chart's data
        tabIndex={0}
        style={{ display: 'block', touchAction: 'pan-y' }}
        {...handlers}
      >
        <CartesianAxes layout={layout} labels={data.map((datum) => datum.label)} />
        {renderMarks(layout, active)}
      </svg>
      {active !== null && activeDatum && (
        <ChartTooltip
          x={layout.centerX(active)}
          y={layout.y(activeDatum.value)}
          chartWidth={width}
          label={activeDatum.label}
          value={formatValue(activeDatum.value)}
          color={color}
        />
      )}
      <ChartDataTable
        caption={title}
        labelHeading={labelHeading}
        valueHeading={valueHeading}
        data={data}
        formatValue={formatValue}
      />
    </Box>
  );
}
