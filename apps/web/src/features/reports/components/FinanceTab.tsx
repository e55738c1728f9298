import { formatDate, formatMoney, paymentStatusLabels } from '@bingo/core';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { useSponsorReport } from '../api/sponsor-report';
import type { ReportFilter } from '../api/use-report';
import { exportFiles, reportTexts } from '../report-texts';
import { financeSheet, sheetColumns } from '../xlsx/report-sheets';
import { ExportButton } from './ExportButton';
import { ReportBody } from './ReportBody';
import { StatCard } from './StatCard';

/** Financeiro: what the event's sponsors paid and still owe, the list with its Totais, and financeiro.xlsx. */
export function FinanceTab({ filter }: { filter: ReportFilter }) {
  const report = useSponsorReport(filter);
  return (
    <ReportBody query={report}>
      {(data) => (
        <>
          <Row className="g-3 mb-4">
            <Col md={4}>
              <StatCard label="Total Recebido" value={formatMoney(data.totalRecebido)} variant="success" />
            </Col>
            <Col md={4}>
              <StatCard label="Total Pendente" value={formatMoney(data.totalPendente)} variant="danger" />
            </Col>
            <Col md={4}>
              <StatCard label="Patrocinadores" value={String(data.totalPatrocinadores)} variant="primary" />
            </Col>
          </Row>
          <Card>
            <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-body">
              <h2 className="h5 mb-0">Patrocinadores</h2>
              <ExportButton
                fileName={exportFiles.finance}
                columns={sheetColumns.finance}
                sheet={data.lista.length ? () => financeSheet(data) : null}
              />
            </Card.Header>
            <Table responsive hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Patrocinador</th>
                  <th scope="col" className="text-end">
                    Valor (R$)
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Forma de Pagamento</th>
                  <th scope="col">Data Pagamento</th>
                </tr>
              </thead>
              <tbody>
                {data.lista.length === 0 && (
                  <tr>
                    <td colSpan={5} className="text-center text-body-secondary py-4">
                      {reportTexts.noSponsors}
                    </td>
                  </tr>
                )}
                {data.lista.map((s, i) => (
                  <tr key={`${s.name}-${i}`}>
                    <th scope="row" className="fw-semibold">
                      {s.name}
                    </th>
                    <td className="text-end text-nowrap">{formatMoney(s.amount)}</td>
                    <td>
                      <StatusBadge variant={paymentStatusLabels[s.payment_status].variant}>
                        {paymentStatusLabels[s.payment_status].label}
                      </StatusBadge>
                    </td>
                    <td>{s.payment_method ?? '-'}</td>
                    <td className="text-nowrap">{s.payment_date ? formatDate(`${s.payment_date}T12:00:00Z`) : '-'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row">Totais</th>
                  <td className="text-end text-nowrap">{formatMoney(data.totalRecebido + data.totalPendente)}</td>
                  <td colSpan={3} />
                </tr>
              </tfoot>
            </Table>
          </Card>
        </>
      )}
    </ReportBody>
  );
}
