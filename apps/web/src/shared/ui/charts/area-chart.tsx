import { useId } from 'react';
import { CartesianChart, type CartesianChartProps } from './cartesian-chart';
import { smoothPath } from './smooth-path';

/** A smooth line over a soft fill, with a dot on the highlighted datum. */
export function AreaChart(props: CartesianChartProps) {
  const { data, color } = props;
  const gradientId = `area-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <CartesianChart
      {...props}
      renderMarks={(layout, active) => {
        const points = data.map((datum, index) => ({ x: layout.centerX(index), y: layout.y(datum.value) }));
        const line = smoothPath(points);
        const first = points[0];
        const last = points.at(-1);
        const activePoint = active === null ? undefined : points[active];
        return (
          <g>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={color} stopOpacity={0.35} />
                <stop offset="100%" stopColor={color} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            {first && last && (
              <path
                d={`${line}L${last.x},${layout.baseline}L${first.x},${layout.baseline}Z`}
                fill={`url(#${gradientId})`}
              />
            )}
            <path d={line} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
            {activePoint && (
              <g>
                <line
                  x1={activePoint.x}
                  x2={activePoint.x}
                  y1={layout.y(layout.ticks.at(-1) ?? 0)}
                  y2={layout.baseline}
                  stroke="var(--mantine-color-gray-4)"
                  strokeDasharray="3 3"
                />
                <circle cx={activePoint.x} cy={activePoint.y} r={5} fill="white" stroke={color} strokeWidth={2.5} />
              </g>
            )}
          </g>
        );
      }}
    />
  );
}
