import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTheme } from '../../lib/theme';
import { useMediaQuery } from '../../lib/use-media-query';
import type { ChartData } from './chart-data';
import { readChartTheme } from './chart-theme';
import { chartConfig } from './chart-config';

// Only the pieces these charts use, so the admin chunk carries no line, radar or time scale code.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);

/**
 * The drawing itself, loaded lazily by DataChart so chart.js lands in an admin-only chunk. Drawn
 * again when the data, the theme or the reduced-motion preference change: a chart of a few dozen
 * bars redraws in no time, and a fresh one picks up the new colours everywhere.
 */
export default function ChartCanvas({ data, label }: { data: ChartData; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [theme] = useTheme();
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    // No 2D context (a browser without canvas, or jsdom in tests): the table still has the numbers.
    if (!canvas.current?.getContext('2d')) return;
    const config = chartConfig(data, readChartTheme(), !still) as ChartConfiguration;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [data, theme, still]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
