export type { ChartColor, ChartData, ChartKind, ChartSeries } from './chart-data';
export { DataChart } from './DataChart';
