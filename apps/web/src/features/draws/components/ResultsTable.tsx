import '../../../components/stacked-table.css';
import { voidedLine, type WinnerEntry } from '@bingo/core';
import { Fragment, useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { BuyerDetails } from './BuyerDetails';
import { CardSummary } from './CardSummary';

/**
 * Cards and their standing. Admins see the buyer's contact and address (decisions.md §4): that is
 * how a prize is handed over. Each card opens in place to be checked cell by cell.
 */
/** A full-card winner voided stays in the list with its reason (decisions.md §15). */
export function ResultsTable({ entries }: { entries: readonly WinnerEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Cartela</th>
          <th scope="col">Comprador</th>
          <th scope="col" className="text-sm-center">
            Acertos
          </th>
          <th scope="col" className="text-sm-center">
            Faltam
          </th>
          <th scope="col">Faltando</th>
          <th scope="col">
            <span className="visually-hidden">Ver cartela</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const shown = open.has(entry.card_id);
          return (
            <Fragment key={entry.card_id}>
              <tr>
                <th scope="row" className="text-nowrap">
                  #{entry.card_id}
                  {entry.barcode && <div className="small fw-normal text-body-secondary">{entry.barcode}</div>}
                  {entry.voided && (
                    <Badge bg="danger" className="d-block text-wrap text-start fw-normal mt-1">
                      {voidedLine(entry.voided.reason)}
                    </Badge>
                  )}
                </th>
                <td data-label="Comprador" className="text-break">
                  <BuyerDetails entry={entry} />
                </td>
                <td data-label="Acertos" className="text-sm-center fw-semibold">
                  {entry.acertos}
                </td>
                <td data-label="Faltam" className="text-sm-center">
                  {entry.faltam}
                </td>
                <td data-label="Faltando" className="small result-missing">
                  {entry.faltando.length > 0 ? entry.faltando.join(', ') : '-'}
                </td>
                <td className="table-stack__full text-sm-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="text-nowrap"
                    aria-expanded={shown}
                    onClick={() => toggle(entry.card_id)}
                  >
                    {shown ? 'Ocultar' : 'Ver cartela'} <span className="visually-hidden">#{entry.card_id}</span>
                  </Button>
                </td>
              </tr>
              {shown && (
                <tr>
                  <td colSpan={6} className="bg-body-tertiary">
                    <CardSummary entry={entry} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
