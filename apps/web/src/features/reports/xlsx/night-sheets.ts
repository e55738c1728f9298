import {
  acumuladoChangeLine,
  type EventSummary,
  eventSummaryLabels as labels,
  formatDateTime,
  goalPercent,
  roundStatusLabels,
  type SellerSettlementReport,
  stageKindLabels,
  summaryWinnersText,
  type SummaryRound,
} from '@bingo/core';
import type { Row, SheetData } from 'write-excel-file/browser';
import { bold, header, money } from './cells';

/** acerto-vendedores.xlsx: per seller what they received, sold, handed in and still owe, with the totals. */
export function sellersSheet(report: SellerSettlementReport): SheetData {
  const t = report.totais;
  return [
    header(['Vendedor', 'Cartelas Recebidas', 'Vendidas', 'Devolvidas', 'Em mãos', 'Valor Vendido', 'Valor Acertado', 'Saldo a Acertar']),
    ...report.vendedores.map((s): Row => [
      s.vendedor_nome,
      s.cartelas_recebidas,
      s.vendidas,
      s.devolvidas,
      s.em_maos,
      money(s.valor_vendido),
      money(s.valor_acertado),
      money(s.saldo_a_acertar),
    ]),
    [
      bold('Totais'),
      bold(t.cartelas_recebidas),
      bold(t.vendidas),
      bold(t.devolvidas),
      bold(t.em_maos),
      bold(money(t.valor_vendido)),
      bold(money(t.valor_acertado)),
      bold(money(t.saldo_a_acertar)),
    ],
  ];
}

/** '#12 Maria da Silva, #40 (sem nome)': a round's winning cards in one cell. */
export const winnersText = (round: SummaryRound) =>
  round.vencedores.map((w) => `#${w.card_id} ${w.full_name ?? '(sem nome)'}`).join(', ') || '-';

/** resumo-evento.xlsx: the figures (label, value), then one row per round played. */
/** The goal under the total, with how much of it was reached (docs/decisions/019); nothing without a goal. */
function goalLine(summary: EventSummary): Row[] {
  const goal = summary.meta_arrecadacao;
  if (goal === null) return [];
  return [[labels.meta_arrecadacao, money(goal), `${goalPercent(summary.total_arrecadado, goal)}% da meta`, null, null]];
}

export function summarySheet(summary: EventSummary): SheetData {
  const blank: Row = [null, null, null, null, null];
  const line = (key: keyof typeof labels, value: Row[number]): Row => [labels[key], value, null, null, null];
  return [
    [bold('Resumo do Evento'), bold(summary.evento?.name ?? 'Todos os eventos'), null, null, null],
    ['Data', summary.evento ? formatDateTime(summary.evento.start_date) : '-', null, null, null],
    blank,
    line('online_bruto', money(summary.online_bruto)),
    line('descontos', money(summary.descontos)),
    line('online_liquido', money(summary.online_liquido)),
    line('fisicas_vendidas', summary.fisicas_vendidas),
    line('fisicas_valor', money(summary.fisicas_valor)),
    line('patrocinios_recebidos', money(summary.patrocinios_recebidos)),
    line('patrocinios_pendentes', money(summary.patrocinios_pendentes)),
    [bold(labels.total_arrecadado), bold(money(summary.total_arrecadado)), null, null, null],
    ...goalLine(summary),
    [labels.online_estornado, money(summary.online_estornado), `${summary.compras_estornadas} compra(s)`, null, null],
    [labels.online_contestado, money(summary.online_contestado), `${summary.compras_contestadas} compra(s)`, null, null],
    line('cartelas_em_jogo', summary.cartelas_em_jogo),
    blank,
    header(['Rodada', 'Prêmio', 'Situação', 'Bolas', 'Vencedores']),
    ...summary.rodadas.map((r): Row => [
      summary.evento ? r.numero : `${r.evento_nome} · ${r.numero}`,
      r.premio,
      roundStatusLabels[r.status].label,
      r.bolas,
      winnersText(r),
    ]),
    ...stageRows(summary),
    ...acumuladoRows(summary),
  ];
}

/** One row per stage of each round (decisions.md §14): its prize, the ball that won it and its winners. */
function stageRows(summary: EventSummary): Row[] {
  if (summary.rodadas.length === 0) return [];
  return [
    [null, null, null, null, null],
    header(['Rodada', 'Etapa', 'Prêmio', 'Bola', 'Vencedores']),
    ...summary.rodadas.flatMap((r) =>
      r.etapas.map((e): Row => [
        summary.evento ? r.numero : `${r.evento_nome} · ${r.numero}`,
        stageKindLabels[e.etapa],
        e.premio,
        e.bola,
        summaryWinnersText(e.vencedores) || '-',
      ]),
    ),
  ];
}

/** The Acumulado's history (docs/decisions/032), every change with who, when and why; nothing without one. */
function acumuladoRows(summary: EventSummary): Row[] {
  if (summary.acumulado.length === 0) return [];
  return [
    [null, null, null, null, null],
    header(['Acumulado', 'Quando', 'Antes', 'Depois', 'O que houve']),
    ...summary.acumulado.map((c): Row => [null, formatDateTime(c.at), money(c.value_before), money(c.value_after), acumuladoChangeLine(c)]),
  ];
}

export const nightColumns = {
  sellers: [{ width: 32 }, { width: 18 }, { width: 10 }, { width: 11 }, { width: 10 }, { width: 16 }, { width: 16 }, { width: 16 }],
  summary: [{ width: 30 }, { width: 28 }, { width: 14 }, { width: 8 }, { width: 56 }],
} as const;
