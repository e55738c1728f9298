import { formatMoney } from '@bingo/core';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { useAffiliateReport } from '../api/affiliate-report';
import { usePhysicalReport } from '../api/physical-report';
import { useSalesReport } from '../api/sales-report';
import { SalesByDayChart } from '../charts/ReportCharts';
import type { ReportFilter } from '../api/use-report';
import { exportFiles, reportTexts } from '../report-texts';
import { affiliatesSheet, sheetColumns } from '../xlsx/report-sheets';
import { ExportButton } from './ExportButton';
import { ReportBody } from './ReportBody';
import { StatCard } from './StatCard';

const EmptyRow = ({ columns, text }: { columns: number; text: string }) => (
  <tr>
    <td colSpan={columns} className="text-center text-body-secondary py-4">
      {text}
    </td>
  </tr>
);

/** Vendas de Cartelas of the chosen event: online totals, Por Afiliado (afiliados.xlsx) and Por Vendedor Físico. */
export function CardSalesTab({ filter }: { filter: ReportFilter }) {
  const sales = useSalesReport(filter);
  const affiliates = useAffiliateReport(filter);
  const physical = usePhysicalReport(filter);
  return (
    <>
      <ReportBody query={sales}>
        {(s) => (
          <Row className="g-3 mb-4" xs={1} sm={2} lg={4}>
            <Col>
              <StatCard label="Vendas online" value={`${s.compras} compras · ${s.cartelas} cartelas`} variant="primary" />
            </Col>
            <Col>
              <StatCard label="Descontos" value={formatMoney(s.descontos)} variant="danger" />
            </Col>
            <Col>
              <StatCard label="Líquido" value={formatMoney(s.liquido)} variant="success" />
            </Col>
            <Col>
              <StatCard
                label="Estornos e contestações"
                value={formatMoney(s.estornadas_valor + s.contestadas_valor)}
                variant="danger"
                detail={reportTexts.reversed(s.estornadas, s.contestadas)}
              />
            </Col>
          </Row>
        )}
      </ReportBody>
      <div className="mb-4">
        <SalesByDayChart filter={filter} />
      </div>
      <ReportBody query={affiliates}>
        {(items) => (
          <Card className="mb-4">
            <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-body">
              <h2 className="h5 mb-0">Por Afiliado</h2>
              <ExportButton
                fileName={exportFiles.affiliates}
                columns={sheetColumns.affiliates}
                sheet={items.length ? () => affiliatesSheet(items) : null}
              />
            </Card.Header>
            <Table responsive hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">ID Afiliado</th>
                  <th scope="col">Afiliado</th>
                  <th scope="col" className="text-end">
                    Total de Vendas
                  </th>
                  <th scope="col" className="text-end">
                    Quantidade Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.length === 0 && <EmptyRow columns={4} text={reportTexts.noAffiliateSales} />}
                {items.map((a) => (
                  <tr key={a.afiliado_id}>
                    <td>{a.afiliado_id}</td>
                    <th scope="row" className="fw-semibold">
                      {a.afiliado_nome}
                    </th>
                    <td className="text-end text-nowrap">{formatMoney(a.total_vendas)}</td>
                    <td className="text-end">{a.quantidade_total}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row" colSpan={2}>
                    Totais
                  </th>
                  <td className="text-end text-nowrap">
                    {formatMoney(items.reduce((sum, a) => sum + Math.round(a.total_vendas * 100), 0) / 100)}
                  </td>
                  <td className="text-end">{items.reduce((sum, a) => sum + a.quantidade_total, 0)}</td>
                </tr>
              </tfoot>
            </Table>
          </Card>
        )}
      </ReportBody>
      <ReportBody query={physical}>
        {(items) => (
          <Card>
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">Por Vendedor Físico</h2>
            </Card.Header>
            <Table responsive hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Vendedor</th>
                  <th scope="col">Lote</th>
                  <th scope="col" className="text-end">
                    Qtde. Vendida
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.length === 0 && <EmptyRow columns={3} text={reportTexts.noPhysicalSales} />}
                {items.map((p, i) => (
                  <tr key={i}>
                    <th scope="row" className="fw-semibold">
                      {p.vendedor_nome}
                    </th>
                    <td>{p.lote}</td>
                    <td className="text-end">{p.quantidade_vendida}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td className="text-end">{items.reduce((sum, p) => sum + p.quantidade_vendida, 0)}</td>
                </tr>
              </tfoot>
            </Table>
          </Card>
        )}
      </ReportBody>
    </>
  );
}
