import '../../../components/stacked-table.css';
import { type CardBatch, formatCount } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { batchTexts } from '../batch-texts';
import { BatchPdfButton } from './BatchPdfButton';

interface Props {
  batches: CardBatch[];
  onDelete: (batch: CardBatch) => void;
  onReturn: (batch: CardBatch) => void;
}

/** Cards still to sell or hand back: neither sold nor voided (decisions.md §15). */
export const unsoldOf = (batch: CardBatch) => batch.amount - batch.sold - batch.returned;

/** One row per batch (a small card on a phone): who answers for it, how many cards and how many sold; PDF and delete. */
export function BatchesTable({ batches, onDelete, onReturn }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">Responsável</th>
          <th scope="col" className="text-sm-end">
            Quantidade
          </th>
          <th scope="col" className="text-sm-end">
            Vendidas
          </th>
          <th scope="col" className="text-sm-end">
            Devolvidas
          </th>
          <th scope="col">Evento</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.id}>
            <th scope="row" className="fw-semibold text-break">
              {batch.name}
            </th>
            <td data-label="Responsável">{batch.user?.name ?? <span className="text-body-secondary">Sem responsável</span>}</td>
            <td data-label="Quantidade" className="text-sm-end">
              {formatCount(batch.amount)}
            </td>
            <td data-label="Vendidas" className="text-sm-end">
              {formatCount(batch.sold)}
            </td>
            <td data-label="Devolvidas" className="text-sm-end">
              {formatCount(batch.returned)}
            </td>
            <td data-label="Evento">{batch.event_name}</td>
            <td className="table-stack__full">
              <div className="d-flex flex-nowrap gap-1">
                <BatchPdfButton batch={batch} />
                {unsoldOf(batch) > 0 && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="text-nowrap"
                    aria-label={`Devolver cartelas não vendidas do lote ${batch.name}`}
                    onClick={() => onReturn(batch)}
                  >
                    <Icon name="box-arrow-in-left" className="me-1" />
                    {batchTexts.returnUnsold}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="text-nowrap"
                  aria-label={`Excluir lote ${batch.name}`}
                  onClick={() => onDelete(batch)}
                >
                  <Icon name="trash" className="me-1" />
                  Excluir
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
