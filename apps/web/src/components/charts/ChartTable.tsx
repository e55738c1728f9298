import { Table } from 'react-bootstrap';
import type { ChartData } from './chart-data';
import { formatValue } from './format-value';

/**
 * The chart's numbers as a table (docs/decisions/017): what a screen reader reads, and what anyone who
 * wants the exact figure opens. With more than one series, a Total column adds them up.
 */
export function ChartTable({ data }: { data: ChartData }) {
  const withTotal = data.series.length > 1;
  const total = (i: number) => data.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0);
  return (
    <Table size="sm" className="chart-table mb-0 mt-2">
      <caption className="visually-hidden">{data.title}</caption>
      <thead>
        <tr>
          <th scope="col">{data.categoryHeader}</th>
          {data.series.map((s) => (
            <th scope="col" key={s.label} className="text-end">
              {s.label}
            </th>
          ))}
          {withTotal && (
            <th scope="col" className="text-end">
              Total
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {data.categories.map((category, i) => (
          <tr key={category}>
            <th scope="row" className="fw-normal">
              {category}
            </th>
            {data.series.map((s) => (
              <td key={s.label} className="text-end text-nowrap">
                {formatValue(data.unit, s.values[i] ?? 0)}
              </td>
            ))}
            {withTotal && <td className="text-end text-nowrap fw-semibold">{formatValue(data.unit, total(i))}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
