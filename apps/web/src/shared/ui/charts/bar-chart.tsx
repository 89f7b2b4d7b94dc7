import { CartesianChart, type CartesianChartProps } from './cartesian-chart';

const MAX_BAR_WIDTH = 36;

/** A bar's outline with its top corners rounded. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(4, width / 2, height);
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
}

/** Vertical bars, one per datum. */
export function BarChart(props: CartesianChartProps) {
  const { data, color } = props;
  return (
    <CartesianChart
      {...props}
      renderMarks={(layout, active) => {
        const barWidth = Math.max(2, Math.min(layout.band * 0.62, MAX_BAR_WIDTH));
        return (
          <g>
            {active !== null && (
              <rect
                x={layout.centerX(active) - layout.band / 2}
                y={layout.y(layout.ticks.at(-1) ?? 0)}
                width={layout.band}
                height={layout.baseline - layout.y(layout.ticks.at(-1) ?? 0)}
                fill="var(--mantine-color-gray-1)"
              />
            )}
            {data.map((datum, index) => {
              const top = layout.y(datum.value);
              const height = layout.baseline - top;
              if (height <= 0) return null;
              return (
                <path
                  key={datum.label}
                  d={barPath(layout.centerX(index) - barWidth / 2, top, barWidth, height)}
                  fill={color}
                  opacity={active === null || active === index ? 1 : 0.5}
                />
              );
            })}
          </g>
        );
      }}
    />
  );
}
