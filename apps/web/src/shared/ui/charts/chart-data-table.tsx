import { VisuallyHidden } from '@mantine/core';
import type { ChartDatum } from './chart-scale';

type ChartDataTableProps = {
  caption: string;
  labelHeading: string;
  valueHeading: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
};

/** The numbers behind a chart as a table, for screen readers; the drawing itself is hidden from them. */
export function ChartDataTable({ caption, labelHeading, valueHeading, data, formatValue }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
