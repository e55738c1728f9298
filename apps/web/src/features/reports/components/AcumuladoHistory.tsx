import { type AcumuladoChange, acumuladoChangeLine, formatDateTime } from '@bingo/core';
import { Card } from 'react-bootstrap';

/** The event's Acumulado, change by change with who, when and why (docs/decisions/032); nothing without one. */
export function AcumuladoHistory({ changes }: { changes: readonly AcumuladoChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Card className="mt-4">
      <Card.Header className="bg-body">
        <h2 className="h5 mb-0">Acumulado</h2>
      </Card.Header>
      <Card.Body>
        <ul className="mb-0 ps-3" aria-label="Histórico do acumulado">
          {changes.map((c) => (
            <li key={c.id}>
              <time dateTime={c.at}>{formatDateTime(c.at)}</time> — {acumuladoChangeLine(c)}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
