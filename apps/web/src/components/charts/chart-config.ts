import type { ChartConfiguration } from 'chart.js';
import type { ChartData } from './chart-data';
import type { ChartTheme } from './chart-theme';
import { formatValue } from './format-value';

/** A colour with some transparency, so bars read as fills and the grid stays visible behind. */
const soft = (color: string) => (color.startsWith('#') && color.length === 7 ? `${color}d9` : color);

/** chart.js settings for our figures: theme colours, pt-BR numbers, no animation when asked. */
export function chartConfig(data: ChartData, theme: ChartTheme, animate: boolean): ChartConfiguration<'bar' | 'doughnut'> {
  const font = { family: theme.font, size: 12 };
  const tooltip = {
    callbacks: {
      label: (item: { dataset: { label?: string }; parsed: number | { x: number; y: number } }) => {
        const parsed = item.parsed;
        const value = typeof parsed === 'number' ? parsed : data.kind === 'horizontal-bars' ? parsed.x : parsed.y;
        return `${item.dataset.label ?? ''}: ${formatValue(data.unit, value)}`;
      },
    },
  };
  const legend = { display: data.series.length > 1 || data.kind === 'doughnut', labels: { color: theme.text, font, boxWidth: 12 } };
  const common = { responsive: true, maintainAspectRatio: false, animation: animate ? undefined : (false as const) };

  if (data.kind === 'doughnut') {
    const series = data.series[0]!;
    const colors = (Array.isArray(series.color) ? series.color : [series.color]).map((c) => theme.colors[c]);
    return {
      type: 'doughnut',
      data: {
        labels: data.categories,
        datasets: [{ label: series.label, data: series.values, backgroundColor: colors, borderColor: theme.background, borderWidth: 2 }],
      },
      options: { ...common, cutout: '55%', plugins: { legend: { ...legend, position: 'bottom' }, tooltip } },
    };
  }

  const horizontal = data.kind === 'horizontal-bars';
  const stacked = data.kind === 'stacked-bars';
  const ticks = { color: theme.muted, font };
  const valueAxis = {
    stacked,
    beginAtZero: true,
    grid: { color: theme.grid },
    border: { display: false },
    ticks: { ...ticks, precision: 0, callback: (v: number | string) => formatValue(data.unit, Number(v)) },
  };
  const categoryAxis = { stacked, grid: { display: false }, ticks: { ...ticks, autoSkip: true, maxRotation: 0 } };
  return {
    type: 'bar',
    data: {
      labels: data.categories,
      datasets: data.series.map((s) => {
        const color = theme.colors[Array.isArray(s.color) ? s.color[0]! : s.color];
        return { label: s.label, data: s.values, backgroundColor: soft(color), borderColor: color, borderWidth: 1, maxBarThickness: 40 };
      }),
    },
    options: {
      ...common,
      indexAxis: horizontal ? 'y' : 'x',
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: { legend: { ...legend, position: 'top', align: 'end' }, tooltip },
    },
  };
}
