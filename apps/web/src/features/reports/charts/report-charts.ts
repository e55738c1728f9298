import { eventSummaryLabels, type EventSummary, type SalesByDayItem, type SellerSettlementItem } from '@bingo/core';
import type { ChartData } from '../../../components/charts';

/** '2026-03-05' as '05/03': the year is the event's, and short labels keep the axis readable. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Where the money came from: the three parts of total_arrecadado (Resumo do Evento), so the
 * slices add up to the total the page shows beside them.
 */
export function moneySourcesChart(summary: EventSummary): ChartData {
  return {
    kind: 'doughnut',
    title: 'De onde veio o dinheiro',
    categoryHeader: 'Origem',
    categories: [eventSummaryLabels.online_liquido, eventSummaryLabels.fisicas_valor, eventSummaryLabels.patrocinios_recebidos],
    series: [
      {
        label: 'Valor',
        values: [summary.online_liquido, summary.fisicas_valor, summary.patrocinios_recebidos],
        color: ['primary', 'info', 'success'],
      },
    ],
    unit: 'money',
  };
}

/** Cards sold per day up to the event, online and physical stacked: the day's bar is its total. */
export function salesByDayChart(days: SalesByDayItem[]): ChartData {
  return {
    kind: 'stacked-bars',
    title: 'Cartelas vendidas por dia',
    categoryHeader: 'Dia',
    categories: days.map((d) => dayLabel(d.dia)),
    series: [
      { label: 'Online', values: days.map((d) => d.online), color: 'primary' },
      { label: 'Físicas', values: days.map((d) => d.fisicas), color: 'info' },
    ],
    unit: 'count',
  };
}

/** Physical cards each seller sold, most first: who carried the night's paper sales. */
export function sellersChart(sellers: SellerSettlementItem[]): ChartData {
  const sorted = [...sellers].sort((a, b) => b.vendidas - a.vendidas || a.vendedor_nome.localeCompare(b.vendedor_nome, 'pt-BR'));
  return {
    kind: 'horizontal-bars',
    title: 'Cartelas vendidas por vendedor',
    categoryHeader: 'Vendedor',
    categories: sorted.map((s) => s.vendedor_nome),
    series: [{ label: 'Vendidas', values: sorted.map((s) => s.vendidas), color: 'info' }],
    unit: 'count',
  };
}
