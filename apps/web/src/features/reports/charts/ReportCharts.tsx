import type { EventSummary, SellerSettlementItem } from '@bingo/core';
import { useMemo } from 'react';
import { DataChart } from '../../../components/charts';
import { useSalesByDay } from '../api/sales-by-day';
import type { ReportFilter } from '../api/use-report';
import { moneySourcesChart, salesByDayChart, sellersChart } from './report-charts';

// The figures are memoised: the chart is redrawn when its data object changes, not on every render.

export function MoneySourcesChart({ summary, height }: { summary: EventSummary; height?: number }) {
  const data = useMemo(() => moneySourcesChart(summary), [summary]);
  return <DataChart data={data} height={height} emptyText="Nada arrecadado ainda." />;
}

/** Reads its own report: only the screens with this chart ask for the days. */
export function SalesByDayChart({ filter, height }: { filter: ReportFilter; height?: number }) {
  const days = useSalesByDay(filter);
  const data = useMemo(() => salesByDayChart(days.data ?? []), [days.data]);
  if (!days.data) return null;
  return <DataChart data={data} height={height} emptyText="Nenhuma cartela vendida ainda." />;
}

export function SellersChart({ sellers }: { sellers: SellerSettlementItem[] }) {
  const data = useMemo(() => sellersChart(sellers), [sellers]);
  // One bar per seller: the chart grows with the list instead of squeezing the bars.
  const height = Math.max(160, 48 + data.categories.length * 36);
  return <DataChart data={data} height={height} emptyText="Nenhuma cartela física vendida ainda." />;
}
