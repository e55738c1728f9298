import type { ChartColor } from './chart-data';

export interface ChartTheme {
  colors: Record<ChartColor, string>;
  text: string;
  muted: string;
  grid: string;
  background: string;
  font: string;
}

const COLORS: ChartColor[] = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'];

/**
 * The page's Bootstrap colours at this moment. A canvas cannot use CSS variables, so they are read
 * from <html> when the chart is drawn, and read again when data-bs-theme changes.
 */
export function readChartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    colors: Object.fromEntries(COLORS.map((c) => [c, value(`--bs-${c}`, '#6c757d')])) as Record<ChartColor, string>,
    text: value('--bs-body-color', '#212529'),
    muted: value('--bs-secondary-color', '#6c757d'),
    grid: value('--bs-border-color-translucent', 'rgba(0,0,0,.175)'),
    background: value('--bs-body-bg', '#fff'),
    font: value('--bs-body-font-family', 'system-ui, sans-serif'),
  };
}
