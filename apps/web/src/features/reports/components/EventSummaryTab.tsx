import '../../../components/stacked-table.css';
import {
  eventSummaryLabels as labels,
  formatCount,
  formatDateTime,
  formatMoney,
  goalPercent,
  roundStatusLabels,
  stagePrizeText,
  stageWinnersText,
  type SummaryRound,
  type SummaryStage,
} from '@bingo/core';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { AcumuladoHistory } from './AcumuladoHistory';
import { MoneySourcesChart } from '../charts/ReportCharts';
import { useEventSummary } from '../api/event-summary';
import type { ReportFilter } from '../api/use-report';
import { exportFiles, reportTexts } from '../report-texts';
import { nightColumns, summarySheet, winnersText } from '../xlsx/night-sheets';
import { ExportButton } from './ExportButton';
import { ReportBody } from './ReportBody';
import { StatCard } from './StatCard';
import { SummaryPdfButton } from './SummaryPdfButton';

/** A round with a quina gets a line per stage (decisions.md §14); the full card alone stays one text. */
function StageLines({ round, text, single }: { round: SummaryRound; text: (stage: SummaryStage) => string; single: string }) {
  if (round.etapas.length <= 1) return <>{single}</>;
  return (
    <ul className="list-unstyled mb-0">
      {round.etapas.map((e) => (
        <li key={e.etapa}>{text(e)}</li>
      ))}
    </ul>
  );
}

/**
 * Resumo do Evento: what the night raised (online net of discounts, physical sales, sponsors
 * received), the cards in play and each round played with its winners; resumo-evento.xlsx and
 * the one-page PDF for the board.
 */
export function EventSummaryTab({ filter }: { filter: ReportFilter }) {
  const summary = useEventSummary(filter);
  return (
    <ReportBody query={summary}>
      {(s) => (
        <>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
            <div>
              <h2 className="h5 mb-0">{s.evento?.name ?? reportTexts.allEvents}</h2>
              {s.evento && <div className="small text-body-secondary">{formatDateTime(s.evento.start_date)}</div>}
            </div>
            <div className="d-flex flex-wrap gap-2">
              <ExportButton fileName={exportFiles.summary} columns={nightColumns.summary} sheet={() => summarySheet(s)} />
              <SummaryPdfButton eventId={filter.event_id} />
            </div>
          </div>
          <Row className="g-3 mb-4" xs={1} sm={2} lg={3}>
            <Col>
              <StatCard
                label={labels.total_arrecadado}
                value={formatMoney(s.total_arrecadado)}
                variant="success"
                detail="Online líquido + físicas + patrocínios recebidos"
              />
            </Col>
            {s.meta_arrecadacao !== null && (
              <Col>
                <StatCard
                  label={labels.meta_arrecadacao}
                  value={formatMoney(s.meta_arrecadacao)}
                  variant="primary"
                  detail={`${goalPercent(s.total_arrecadado, s.meta_arrecadacao)}% da meta atingidos`}
                />
              </Col>
            )}
            <Col>
              <StatCard
                label={labels.online_liquido}
                value={formatMoney(s.online_liquido)}
                variant="primary"
                detail={`Bruto ${formatMoney(s.online_bruto)} · Descontos ${formatMoney(s.descontos)}`}
              />
            </Col>
            <Col>
              <StatCard
                label={labels.fisicas_valor}
                value={formatMoney(s.fisicas_valor)}
                variant="primary"
                detail={`${formatCount(s.fisicas_vendidas)} ${s.fisicas_vendidas === 1 ? 'cartela vendida' : 'cartelas vendidas'}`}
              />
            </Col>
            <Col>
              <StatCard label={labels.patrocinios_recebidos} value={formatMoney(s.patrocinios_recebidos)} variant="success" />
            </Col>
            <Col>
              <StatCard label={labels.patrocinios_pendentes} value={formatMoney(s.patrocinios_pendentes)} variant="danger" />
            </Col>
            <Col>
              <StatCard label={labels.cartelas_em_jogo} value={formatCount(s.cartelas_em_jogo)} variant="primary" />
            </Col>
            <Col>
              <StatCard
                label="Estornos e contestações"
                value={formatMoney(s.online_estornado + s.online_contestado)}
                variant="danger"
                detail={reportTexts.reversed(s.compras_estornadas, s.compras_contestadas)}
              />
            </Col>
          </Row>
          <Row className="mb-4">
            <Col lg={6}>
              <MoneySourcesChart summary={s} />
            </Col>
          </Row>
          <Card>
            <Card.Header className="bg-body">
              <h2 className="h5 mb-0">Rodadas e vencedores</h2>
            </Card.Header>
            <Table hover className="align-middle mb-0 table-stack">
              <thead>
                <tr>
                  <th scope="col">Rodada</th>
                  <th scope="col">Prêmio</th>
                  <th scope="col">Situação</th>
                  <th scope="col" className="text-sm-end">
                    Bolas
                  </th>
                  <th scope="col">Vencedores</th>
                </tr>
              </thead>
              <tbody>
                {s.rodadas.length === 0 && (
                  <tr>
                    <td colSpan={5} className="text-center text-body-secondary py-4">
                      {reportTexts.noRounds}
                    </td>
                  </tr>
                )}
                {s.rodadas.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="text-nowrap">
                      {s.evento ? `${r.numero}ª rodada` : `${r.evento_nome} · ${r.numero}ª rodada`}
                    </th>
                    <td data-label="Prêmio">
                      <StageLines round={r} text={(e) => stagePrizeText(e)} single={r.premio} />
                    </td>
                    <td data-label="Situação">
                      <StatusBadge variant={roundStatusLabels[r.status].variant}>{roundStatusLabels[r.status].label}</StatusBadge>
                    </td>
                    <td data-label="Bolas" className="text-sm-end">
                      {r.bolas}
                    </td>
                    <td data-label="Vencedores">
                      <StageLines round={r} text={(e) => stageWinnersText(e, r.status === 'finished')} single={winnersText(r)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          <AcumuladoHistory changes={s.acumulado} />
        </>
      )}
    </ReportBody>
  );
}
