import '../../../components/stacked-table.css';
import { formatDate, formatDateTime, formatMoney, type SellerSettlementItem } from '@bingo/core';
import { useId, useState } from 'react';
import { Alert, Button, Form, Modal, Table } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { SaleCorrections } from '../../../components/SaleCorrections';
import { useMarkSaleSettled, useSellerSales } from '../api/seller-accounts';
import { reportTexts } from '../report-texts';
import { CorrectionReasonDialog } from './CorrectionReasonDialog';
import { SaleAmountCell } from './SaleAmountCell';

interface Props {
  sellerId: number;
  seller: SellerSettlementItem | null;
  /** The chosen event; undefined lists the seller's sales of every event. */
  eventId: number | undefined;
  onClose: () => void;
}

/**
 * One seller's physical sales, each with its 'Acertado' switch: a sale handed in, or not after all.
 * A finished event's sale is corrected only with a reason (decisions.md §14); the corrections kept
 * are listed under the sales.
 */
export function SellerSalesDialog({ sellerId, seller, eventId, onClose }: Props) {
  const id = useId();
  const sales = useSellerSales(sellerId, eventId);
  const mark = useMarkSaleSettled();
  const [unsettling, setUnsettling] = useState<{ id: number; cardId: number; amount: number } | null>(null);
  const anyFrozen = sales.data?.some((s) => s.event_status === 'finalizado') ?? false;

  let body;
  if (sales.isError)
    body = (
      <Alert variant="danger" className="m-3">
        {reportTexts.loadFailed}
      </Alert>
    );
  else if (sales.isPending) body = <LoadingState />;
  else if (sales.data.length === 0) body = <EmptyState icon="receipt" title={reportTexts.noSellerSales} />;
  else
    body = (
      <>
        {anyFrozen && (
          <Alert variant="info" className="m-3 small">
            {reportTexts.frozenNotice}
          </Alert>
        )}
        <Table hover className="align-middle mb-0 table-stack">
          <thead>
            <tr>
              <th scope="col">Cartela</th>
              <th scope="col">Lote</th>
              <th scope="col">Vendida em</th>
              <th scope="col" className="text-sm-end">
                Valor
              </th>
              <th scope="col">Acertado</th>
            </tr>
          </thead>
          <tbody>
            {sales.data.map((sale) => (
              <tr key={sale.id}>
                <th scope="row">#{sale.card_id}</th>
                <td data-label="Lote">{sale.lote ?? '-'}</td>
                <td data-label="Vendida em" className="text-nowrap">
                  {formatDateTime(sale.created_at)}
                </td>
                <td data-label="Valor" className="text-sm-end text-nowrap">
                  <SaleAmountCell saleId={sale.id} cardId={sale.card_id} amount={sale.amount} frozen={sale.event_status === 'finalizado'} />
                </td>
                <td data-label="Acertado">
                  <Form.Check
                    type="switch"
                    id={`${id}-sale-${sale.id}`}
                    checked={sale.settled_at !== null}
                    disabled={mark.isPending && mark.variables?.id === sale.id}
                    onChange={() =>
                      // Taking back a finished event's handing-in is a correction: it asks why.
                      sale.event_status === 'finalizado' && sale.settled_at !== null
                        ? setUnsettling({ id: sale.id, cardId: sale.card_id, amount: sale.amount })
                        : mark.mutate({ id: sale.id, acertado: sale.settled_at === null })
                    }
                    label={
                      <>
                        {sale.settled_at ? `Sim, em ${formatDate(sale.settled_at)}` : 'Não'}
                        <span className="visually-hidden"> (cartela #{sale.card_id})</span>
                      </>
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </>
    );

  return (
    <Modal show onHide={onClose} size="lg" scrollable fullscreen="sm-down" aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Vendas de {seller?.vendedor_nome ?? 'vendedor'}
          </Modal.Title>
          {seller && (
            <p className="mb-0 text-body-secondary small">
              Vendido {formatMoney(seller.valor_vendido)} · Acertado {formatMoney(seller.valor_acertado)} · Saldo{' '}
              {formatMoney(seller.saldo_a_acertar)}
            </p>
          )}
        </div>
      </Modal.Header>
      <Modal.Body className="p-0">
        {body}
        {seller && <SaleCorrections corrections={seller.correcoes} className="p-3 border-top" />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
      {unsettling && (
        <CorrectionReasonDialog
          title={reportTexts.unsettleTitle}
          message={reportTexts.unsettleMessage(unsettling.cardId, unsettling.amount)}
          pending={mark.isPending}
          onCancel={() => setUnsettling(null)}
          onConfirm={(reason) => mark.mutate({ id: unsettling.id, acertado: false, reason }, { onSettled: () => setUnsettling(null) })}
        />
      )}
    </Modal>
  );
}
