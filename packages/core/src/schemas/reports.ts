import { z } from 'zod';
import { acumuladoChangeSchema } from './acumulado';
import { idInput, isoDate } from './common';
import { EVENT_STATUSES } from './events';
import { saleCorrectionSchema } from './physical';
import { ROUND_STATUSES } from './rounds';
import { STAGE_KINDS } from '../bingo/stages';
import { stageKindLabels } from './stages';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './sponsors';

/**
 * Every report's optional filters. `from`/`to` are whole days in São Paulo time, both included,
 * applied to when the record was created. `event_id` narrows every report to one event (the
 * sponsor reports to its sponsorships); left out, every event adds up.
 */
export const reportQuery = z.object({
  event_id: idInput('Evento inválido.').optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;
/** The reports about one night (Acerto de Vendedores, Resumo do Evento) take only the event. */
export const eventReportQuery = reportQuery.pick({ event_id: true });

export const sponsorReportItem = z.object({
  name: z.string(),
  amount: z.number(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_date: z.string().nullable(),
});
export const sponsorReport = z.object({
  totalRecebido: z.number(),
  totalPendente: z.number(),
  totalPatrocinadores: z.number().int(),
  lista: z.array(sponsorReportItem),
});
export type SponsorReport = z.infer<typeof sponsorReport>;

/** One line per number 1..75: its sponsors' names and how many sponsors took it. */
export const numbersReportItem = z.object({ numero: z.number().int(), patrocinador: z.string(), quantidade: z.number().int() });
export const numbersReport = z.array(numbersReportItem);
export type NumbersReportItem = z.infer<typeof numbersReportItem>;

/** Online sales totals (approved purchases); money in R$. */
const salesTotals = z.object({
  compras: z.number().int(),
  cartelas: z.number().int(),
  bruto: z.number(),
  descontos: z.number(),
  liquido: z.number(),
});
/**
 * Paid purchases whose money went back (`estornado`) or is being taken back by the card holder
 * (`contestado`): counted apart, never in the totals above (they are not money raised).
 */
export const reversalTotals = z.object({
  estornadas: z.number().int(),
  estornadas_valor: z.number(),
  contestadas: z.number().int(),
  contestadas_valor: z.number(),
});
export type ReversalTotals = z.infer<typeof reversalTotals>;
export const salesReport = salesTotals.extend({ por_dia: z.array(salesTotals.extend({ dia: z.string() })) }).extend(reversalTotals.shape);
export type SalesReport = z.infer<typeof salesReport>;

/** total_vendas is the R$ the affiliate brought in; quantidade_total the cards. */
export const affiliateReportItem = z.object({
  afiliado_id: z.number().int(),
  afiliado_nome: z.string(),
  total_vendas: z.number(),
  quantidade_total: z.number().int(),
});
export const affiliateReport = z.array(affiliateReportItem);
export type AffiliateReportItem = z.infer<typeof affiliateReportItem>;

export const physicalReportItem = z.object({ vendedor_nome: z.string(), lote: z.string(), quantidade_vendida: z.number().int() });
export const physicalReport = z.array(physicalReportItem);
export type PhysicalReportItem = z.infer<typeof physicalReportItem>;

/**
 * Acerto de Vendedores (docs/decisions/013): one line per seller of the event's physical cards, and per
 * user responsible for one of its batches even before any sale. Money in R$.
 */
export const sellerFigures = z.object({
  /** Cards of the batches they are responsible for. */
  cartelas_recebidas: z.number().int(),
  /** Cards of those batches voided: returned unsold, or left by a swapped sale (decisions.md §15). */
  devolvidas: z.number().int(),
  /** Still to sell or hand back: recebidas − devolvidas − vendidas. */
  em_maos: z.number().int(),
  /** Their physical sales (whoever's batch the card came from). */
  vendidas: z.number().int(),
  valor_vendido: z.number(),
  /** What they handed in (sales marked acertado). */
  valor_acertado: z.number(),
  saldo_a_acertar: z.number(),
});
export const sellerSettlementItem = sellerFigures.extend({
  vendedor_id: z.number().int(),
  vendedor_nome: z.string(),
  /** Their sales corrected after the event finished, newest first (decisions.md §14). */
  correcoes: z.array(saleCorrectionSchema),
});
export const sellerSettlementReport = z.object({ vendedores: z.array(sellerSettlementItem), totais: sellerFigures });
export type SellerSettlementItem = z.infer<typeof sellerSettlementItem>;
export type SellerSettlementReport = z.infer<typeof sellerSettlementReport>;

const summaryWinner = z.object({ card_id: z.number().int(), full_name: z.string().nullable(), barcode: z.string().nullable() });

/**
 * One prize stage of a round played (decisions.md §14): its prize, the ball that won it (null while
 * not won) and its winners as the round record names them.
 */
export const summaryStage = z.object({
  etapa: z.enum(STAGE_KINDS),
  premio: z.string(),
  bola: z.number().int().nullable(),
  vencedores: z.array(summaryWinner),
});
export type SummaryStage = z.infer<typeof summaryStage>;

/** '#12 Maria da Silva, #40 (sem nome)': winning cards in one line, as every report writes them. */
export const summaryWinnersText = (list: readonly z.infer<typeof summaryWinner>[]) =>
  list.map((w) => `#${w.card_id} ${w.full_name ?? '(sem nome)'}`).join(', ');

/** 'Quina: Cesta básica': a stage and its prize (decisions.md §14). */
export const stagePrizeText = (stage: SummaryStage) => `${stageKindLabels[stage.etapa]}: ${stage.premio}`;

/** 'Quina (bola 61): #12 Maria da Silva': a stage, the ball that won it and its winners; else 'em jogo' or 'sem vencedor'. */
export const stageWinnersText = (stage: SummaryStage, roundFinished: boolean) =>
  `${stageKindLabels[stage.etapa]}${stage.bola === null ? '' : ` (bola ${stage.bola})`}: ${
    summaryWinnersText(stage.vencedores) || (roundFinished ? 'sem vencedor' : 'em jogo')
  }`;

/** A round played (started or finished) with its winning cards: full card, as the round panel shows. */
export const summaryRound = z.object({
  id: z.number().int(),
  evento_nome: z.string(),
  numero: z.number().int(),
  premio: z.string(),
  status: z.enum(ROUND_STATUSES),
  bolas: z.number().int(),
  vencedores: z.array(summaryWinner),
  /** Each stage in the round's order, the full card last (decisions.md §14). */
  etapas: z.array(summaryStage),
});
export type SummaryRound = z.infer<typeof summaryRound>;

/**
 * Resumo do Evento (docs/decisions/013, decisions.md §13): total_arrecadado = online_liquido +
 * fisicas_valor + patrocinios_recebidos. Online figures count approved purchases only; the
 * sponsorships are the event's own, as the Financeiro tab shows them for the same event.
 */
export const eventSummary = z.object({
  /** null when the summary adds every event up. */
  evento: z.object({ id: z.number().int(), name: z.string(), start_date: z.string(), status: z.enum(EVENT_STATUSES) }).nullable(),
  online_compras: z.number().int(),
  online_cartelas: z.number().int(),
  online_bruto: z.number(),
  descontos: z.number(),
  online_liquido: z.number(),
  fisicas_vendidas: z.number().int(),
  fisicas_valor: z.number(),
  patrocinios_recebidos: z.number(),
  patrocinios_pendentes: z.number(),
  total_arrecadado: z.number(),
  /** The event's fundraising goal (docs/decisions/019), shown or not on the screens; null without one or for every event added up. */
  meta_arrecadacao: z.number().nullable(),
  /** Refunded and disputed purchases, outside total_arrecadado. */
  online_estornado: z.number(),
  compras_estornadas: z.number().int(),
  online_contestado: z.number(),
  compras_contestadas: z.number().int(),
  cartelas_em_jogo: z.number().int(),
  rodadas: z.array(summaryRound),
  /** The Acumulado's history (docs/decisions/032), oldest first; empty without one or for every event added up. */
  acumulado: z.array(acumuladoChangeSchema),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** The summary's figures as the tab, the spreadsheet and the PDF name them. */
/** How much of the goal the total reached, rounded down as on the thermometer (docs/decisions/019): 100% only when reached. */
export function goalPercent(raised: number, goal: number): number {
  return goal > 0 ? Math.floor((raised / goal) * 100) : 0;
}

export const eventSummaryLabels = {
  online_bruto: 'Vendas online (bruto)',
  descontos: 'Descontos de cupons',
  online_liquido: 'Vendas online (líquido)',
  fisicas_vendidas: 'Cartelas físicas vendidas',
  fisicas_valor: 'Vendas físicas',
  patrocinios_recebidos: 'Patrocínios recebidos',
  patrocinios_pendentes: 'Patrocínios a receber',
  total_arrecadado: 'Total arrecadado',
  meta_arrecadacao: 'Meta de arrecadação',
  online_estornado: 'Estornos (fora da arrecadação)',
  online_contestado: 'Contestações (fora da arrecadação)',
  cartelas_em_jogo: 'Cartelas em jogo',
} as const satisfies Partial<Record<keyof EventSummary, string>>;

/**
 * GET /reports/attention: what needs the organiser on the night, beside the money:
 * today's online purchases (Brazil's day), payments still open, purchases held for review, and
 * rounds left running in a finished event.
 */
export const nightAttention = z.object({
  compras_hoje: z.number().int(),
  valor_hoje: z.number(),
  pagamentos_pendentes: z.number().int(),
  compras_em_revisao: z.number().int(),
  /** Paid purchases refunded or disputed afterwards (their cards are out of play). */
  compras_estornadas: z.number().int(),
  compras_contestadas: z.number().int(),
  rodadas_presas: z.number().int(),
  /** Paper cards locked for claims after too many wrong check codes, waiting for the organiser to free them (docs/decisions/018). */
  cartelas_bloqueadas: z.number().int(),
  /** Events on sale without a published regulamento (decisions.md §15), oldest start first. */
  eventos_sem_regulamento: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type NightAttention = z.infer<typeof nightAttention>;

/**
 * GET /reports/sales-by-day (docs/decisions/017): cards sold per São Paulo day, online (approved
 * purchases, by the day they were made, as the Vendas tab counts them) and physical (by the day
 * of the sale). Every day from the first sale to the event's day (or today, if sooner) is listed,
 * zero when nothing sold, so a chart's time axis does not skip quiet days.
 */
export const salesByDayItem = z.object({ dia: z.string(), online: z.number().int(), fisicas: z.number().int() });
export const salesByDay = z.array(salesByDayItem);
export type SalesByDayItem = z.infer<typeof salesByDayItem>;
