import { formatMoney } from '@bingo/core';
import type { ChartData } from './chart-data';

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A figure as the table, the axis and the tooltip write it: R$ 1.234,50 or 1.234. */
export function formatValue(unit: ChartData['unit'], value: number): string {
  return unit === 'money' ? formatMoney(value) : count.format(value);
}
