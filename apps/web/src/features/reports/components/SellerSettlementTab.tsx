import '../../../components/stacked-table.css';
import { formatCount, formatMoney, type SellerSettlementItem } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Card, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { useSettleSeller } from '../api/seller-accounts';
import { useSellerSettlement } from '../api/seller-settlement';
import { SellersChart } from '../charts/ReportCharts';
import type { ReportFilter } from '../api/use-report';
import { exportFiles, reportTexts } from '../report-texts';
import { nightColumns, sellersSheet } from '../xlsx/night-sheets';
import { ExportButton } from './ExportButton';
import { ReportBody } from './ReportBody';
import { SellerSalesDialog } from './SellerSalesDialog';

/**
 * Acerto de Vendedores: what each seller received, sold and still owes for the chosen event, and
 * where the treasurer records the money handed in, all of a seller's open sales at once
 * ('Marcar como acertado', after confirming the amount) or sale by sale ('Vendas').
 */
export function SellerSettlementTab({ filter }: { filter: ReportFilter }) {
  const report = useSellerSettlement(filter);
  const settle = useSettleSeller();
  const [settling, setSettling] = useState<SellerSettlementItem | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const eventId = filter.event_id;

  const confirmSettle = () => {
    if (!settling || eventId === undefined) return;
    // The balance shown is the one confirmed: the server refuses if a sale came in meanwhile.
    settle.mutate(
      { user_id: settling.vendedor_id, event_id: eventId, valor: settling.saldo_a_acertar },
      { onSettled: () => setSettling(null) },
    );
  };

  return (
    <ReportBody query={report}>
      {(data) => (
        <>
          {data.vendedores.length > 0 && (
            <div className="mb-4">
              <SellersChart sellers={data.vendedores} />
            </div>
          )}
          <Card>
            <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-body">
              <h2 className="h5 mb-0">Acerto de Vendedores</h2>
              <ExportButton
                fileName={exportFiles.sellers}
                columns={nightColumns.sellers}
                sheet={data.vendedores.length ? () => sellersSheet(data) : null}
              />
            </Card.Header>
            {eventId === undefined && (
              <Alert variant="info" className="m-3 mb-0">
                {reportTexts.chooseEventToSettle}
              </Alert>
            )}
            <Table responsive hover className="align-middle mb-0 table-stack">
              <thead>
                <tr>
                  <th scope="col">Vendedor</th>
                  <th scope="col" className="text-sm-end">
                    Cartelas Recebidas
                  </th>
                  <th scope="col" className="text-sm-end">
                    Vendidas
                  </th>
                  <th scope="col" className="text-sm-end">
                    Devolvidas
                  </th>
                  <th scope="col" className="text-sm-end">
                    Em mãos
                  </th>
                  <th scope="col" className="text-sm-end">
                    Valor Vendido
                  </th>
                  <th scope="col" className="text-sm-end">
                    Valor Acertado
                  </th>
                  <th scope="col" className="text-sm-end">
                    Saldo a Acertar
                  </th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {data.vendedores.length === 0 && (
                  <tr>
                    <td colSpan={9} className="text-center text-body-secondary py-4">
                      {reportTexts.noSellers}
                    </td>
                  </tr>
                )}
                {data.vendedores.map((s) => (
                  <tr key={s.vendedor_id}>
                    <th scope="row" className="fw-semibold reports-seller-name">
                      {s.vendedor_nome}
                      {s.correcoes.length > 0 && (
                        // Sales corrected after the event finished (decisions.md §14): 'Vendas' lists them.
                        <span className="d-block small fw-normal text-warning-emphasis" data-testid="seller-corrections">
                          <Icon name="pencil-square" className="me-1" />
                          {reportTexts.corrections(s.correcoes.length)}
                        </span>
                      )}
                    </th>
                    <td data-label="Cartelas Recebidas" className="text-sm-end">
                      {formatCount(s.cartelas_recebidas)}
                    </td>
                    <td data-label="Vendidas" className="text-sm-end">
                      {formatCount(s.vendidas)}
                    </td>
                    {/* decisions.md §15: unsold paper cards handed back are voided; em mãos = recebidas − devolvidas − vendidas. */}
                    <td data-label="Devolvidas" className="text-sm-end">
                      {formatCount(s.devolvidas)}
                    </td>
                    <td data-label="Em mãos" className="text-sm-end">
                      {formatCount(s.em_maos)}
                    </td>
                    <td data-label="Valor Vendido" className="text-sm-end text-nowrap">
                      {formatMoney(s.valor_vendido)}
                    </td>
                    <td data-label="Valor Acertado" className="text-sm-end text-nowrap">
                      {formatMoney(s.valor_acertado)}
                    </td>
                    <td
                      data-label="Saldo a Acertar"
                      className={`text-sm-end text-nowrap fw-semibold ${s.saldo_a_acertar > 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
                    >
                      {formatMoney(s.saldo_a_acertar)}
                    </td>
                    <td className="table-stack__full">
                      <div className="d-flex flex-wrap gap-1">
                        <Button
                          size="sm"
                          variant="outline-primary"
                          className="text-nowrap"
                          onClick={() => setViewingId(s.vendedor_id)}
                          disabled={s.vendidas === 0 && s.correcoes.length === 0}
                        >
                          <Icon name="list-check" className="me-1" />
                          Vendas <span className="visually-hidden">de {s.vendedor_nome}</span>
                        </Button>
                        {eventId !== undefined && s.saldo_a_acertar > 0 && (
                          <Button size="sm" variant="success" className="text-nowrap" onClick={() => setSettling(s)}>
                            <Icon name="cash-coin" className="me-1" />
                            Marcar como acertado <span className="visually-hidden">: {s.vendedor_nome}</span>
                          </Button>
                        )}
                        {s.vendidas > 0 && s.saldo_a_acertar <= 0 && (
                          <span className="small text-success-emphasis text-nowrap align-self-center">
                            <Icon name="check-circle-fill" className="me-1" />
                            Tudo acertado
                          </span>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row">Totais</th>
                  <td data-label="Cartelas Recebidas" className="text-sm-end">
                    {formatCount(data.totais.cartelas_recebidas)}
                  </td>
                  <td data-label="Vendidas" className="text-sm-end">
                    {formatCount(data.totais.vendidas)}
                  </td>
                  <td data-label="Devolvidas" className="text-sm-end">
                    {formatCount(data.totais.devolvidas)}
                  </td>
                  <td data-label="Em mãos" className="text-sm-end">
                    {formatCount(data.totais.em_maos)}
                  </td>
                  <td data-label="Valor Vendido" className="text-sm-end text-nowrap">
                    {formatMoney(data.totais.valor_vendido)}
                  </td>
                  <td data-label="Valor Acertado" className="text-sm-end text-nowrap">
                    {formatMoney(data.totais.valor_acertado)}
                  </td>
                  <td data-label="Saldo a Acertar" className="text-sm-end text-nowrap">
                    {formatMoney(data.totais.saldo_a_acertar)}
                  </td>
                  <td className="d-none d-sm-table-cell" />
                </tr>
              </tfoot>
            </Table>
            <ConfirmDialog
              show={settling !== null}
              title="Marcar como acertado"
              message={settling ? reportTexts.confirmSettle(settling.vendedor_nome, settling.saldo_a_acertar) : ''}
              confirmLabel="Confirmar"
              variant="primary"
              pending={settle.isPending}
              onConfirm={confirmSettle}
              onCancel={() => setSettling(null)}
            />
            {viewingId !== null && (
              // The seller's line as last read: its figures follow each sale marked in the dialog.
              <SellerSalesDialog
                seller={data.vendedores.find((s) => s.vendedor_id === viewingId) ?? null}
                sellerId={viewingId}
                eventId={eventId}
                onClose={() => setViewingId(null)}
              />
            )}
          </Card>
        </>
      )}
    </ReportBody>
  );
}
