import './charts.css';
import { lazy, Suspense, useState } from 'react';
import { Card } from 'react-bootstrap';
import { LoadingState } from '../LoadingState';
import type { ChartData } from './chart-data';
import { ChartTable } from './ChartTable';

// chart.js is fetched the first time a chart is shown: only admin screens show charts, so the
// buyer's first load never carries it (docs/decisions/017).
const ChartCanvas = lazy(() => import('./ChartCanvas'));

interface Props {
  data: ChartData;
  /** Shown instead of the chart when every figure is zero (an empty axis says nothing). */
  emptyText: string;
  /** The drawing's height in px; the width follows the card. */
  height?: number;
}

/**
 * A chart in a card, with its numbers in a table under "Ver tabela" (docs/decisions/017). The canvas is
 * an image named after the chart that points to the table; opened, the table is read as one.
 */
export function DataChart({ data, emptyText, height = 240 }: Props) {
  // The table is made when opened: closed, it is hidden from everyone anyway, and a page with
  // several charts keeps one copy of each figure in its markup.
  const [open, setOpen] = useState(false);
  const empty = data.categories.length === 0 || data.series.every((s) => s.values.every((v) => v === 0));
  return (
    <Card className="data-chart h-100">
      <Card.Body>
        <h2 className="h6 mb-3">{data.title}</h2>
        {empty ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : (
          <>
            <div className="data-chart-canvas" style={{ height }}>
              <Suspense fallback={<LoadingState text="Carregando gráfico..." />}>
                <ChartCanvas data={data} label={`Gráfico: ${data.title}. Os números estão na tabela a seguir.`} />
              </Suspense>
            </div>
            <details className="data-chart-details mt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
              <summary className="small">Ver tabela</summary>
              {open && <ChartTable data={data} />}
            </details>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
