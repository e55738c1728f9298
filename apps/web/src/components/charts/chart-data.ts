/**
 * What a chart shows, independent of the library that draws it (docs/decisions/017): the same
 * figures feed the canvas and the table beside it, so the two never disagree.
 */
export type ChartKind = 'bars' | 'stacked-bars' | 'horizontal-bars' | 'doughnut';

/** Bootstrap theme colours a series may take: read from the page, so light and dark both work. */
export type ChartColor = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A doughnut colours its slices, one colour per category, in order. */
  color: ChartColor | ChartColor[];
}

export interface ChartData {
  kind: ChartKind;
  /** The chart's title, the table's caption and the canvas's accessible name. */
  title: string;
  /** The table's first column header ('Dia', 'Vendedor', 'Origem'). */
  categoryHeader: string;
  categories: string[];
  series: ChartSeries[];
  /** 'money' shows R$ in axis, tooltips and table; 'count' whole numbers. */
  unit: 'money' | 'count';
}
