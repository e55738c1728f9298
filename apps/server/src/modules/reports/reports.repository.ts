import {
  TIME_ZONE,
  type AffiliateReportItem,
  type NumbersReportItem,
  type PhysicalReportItem,
  type ReportQuery,
  type ReversalTotals,
  type SalesReport,
  type SponsorReport,
} from '@bingo/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cards, physicalSales, purchases, sponsorNumbers, sponsors, sponsorships, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { countAll, intSum, moneySum, ofEvent, period } from './report-filters';

type SponsorItem = SponsorReport['lista'][number];
const APPROVED = eq(purchases.status, 'aprovado');
const approvedSales = (query: ReportQuery) => and(APPROVED, ofEvent(purchases.eventId, query), period(purchases.createdAt, query));
const ofSponsorships = (query: ReportQuery) => and(ofEvent(sponsorships.eventId, query), period(sponsorships.createdAt, query));
const salesSums = () => ({
  compras: countAll(),
  cartelas: intSum(purchases.quantidade),
  bruto: moneySum(purchases.gross),
  descontos: moneySum(purchases.discount),
  liquido: moneySum(purchases.total),
});

/** The reports' reads. Every sum and count is done by the database, never in a loop here. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Received is what was paid ('pago'); pending is every other status. Per event: its sponsorships. */
  async sponsorTotals(query: ReportQuery): Promise<Omit<SponsorReport, 'lista'>> {
    const [totals] = await this.db
      .select({
        totalRecebido: moneySum(sql`case when ${sponsorships.paymentStatus} = 'pago' then ${sponsorships.amount} end`),
        totalPendente: moneySum(sql`case when ${sponsorships.paymentStatus} <> 'pago' then ${sponsorships.amount} end`),
        totalPatrocinadores: countAll(),
      })
      .from(sponsorships)
      .where(ofSponsorships(query));
    return totals ?? { totalRecebido: 0, totalPendente: 0, totalPatrocinadores: 0 };
  }

  /** Financeiro: one line per sponsorship (with every event, a company shows once per event it sponsored). */
  async sponsors(query: ReportQuery): Promise<SponsorReport> {
    const totals = await this.sponsorTotals(query);
    const lista = await this.db
      .select({
        name: sponsors.name,
        amount: sponsorships.amount,
        payment_status: sql<SponsorItem['payment_status']>`${sponsorships.paymentStatus}`,
        payment_method: sql<SponsorItem['payment_method']>`${sponsorships.paymentMethod}`,
        payment_date: sql<string | null>`${sponsorships.paymentDate}::text`,
      })
      .from(sponsorships)
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .where(ofSponsorships(query))
      .orderBy(sql`lower(${sponsors.name})`, asc(sponsorships.id));
    return { ...totals, lista };
  }

  /** Every number 1..75, with its sponsors' names (alphabetical) and their count; 0 and '' when none. */
  async numbers(query: ReportQuery): Promise<NumbersReportItem[]> {
    const where = ofSponsorships(query);
    const result = await this.db.execute(sql`
      select n.numero::int as numero,
             coalesce(string_agg(${sponsors.name}, ', ' order by lower(${sponsors.name}), ${sponsorships.id}), '') as patrocinador,
             count(${sponsorships.id})::int as quantidade
      from generate_series(1, 75) as n(numero)
      left join (${sponsorNumbers} sn
        join ${sponsorships} on ${sponsorships.id} = sn.sponsorship_id ${where ? sql`and ${where}` : sql``}
        join ${sponsors} on ${sponsors.id} = ${sponsorships.sponsorId})
        on sn.number = n.numero
      group by n.numero
      order by n.numero`);
    return rowsOf<NumbersReportItem>(result).map((r) => ({
      numero: Number(r.numero),
      patrocinador: r.patrocinador,
      quantidade: Number(r.quantidade),
    }));
  }

  /** Online sales: approved purchases only (pending, failed and cancelled ones earned nothing). */
  async salesTotals(query: ReportQuery): Promise<Omit<SalesReport, 'por_dia' | keyof ReversalTotals>> {
    const [all] = await this.db.select(salesSums()).from(purchases).where(approvedSales(query));
    return all ?? { compras: 0, cartelas: 0, bruto: 0, descontos: 0, liquido: 0 };
  }

  /**
   * Paid purchases refunded or disputed afterwards, by when they were made (as the sales above):
   * apart from the sales, never in them, since that money is not raised.
   */
  async reversalTotals(query: Pick<ReportQuery, 'event_id' | 'from' | 'to'>): Promise<ReversalTotals> {
    const of = (status: 'estornado' | 'contestado') => sql`${purchases.status} = ${status}`;
    const [row] = await this.db
      .select({
        estornadas: sql<number>`count(*) filter (where ${of('estornado')})::int`.mapWith(Number),
        estornadas_valor: moneySum(sql`case when ${of('estornado')} then ${purchases.total} end`),
        contestadas: sql<number>`count(*) filter (where ${of('contestado')})::int`.mapWith(Number),
        contestadas_valor: moneySum(sql`case when ${of('contestado')} then ${purchases.total} end`),
      })
      .from(purchases)
      .where(and(ofEvent(purchases.eventId, query), period(purchases.createdAt, query)));
    return row ?? { estornadas: 0, estornadas_valor: 0, contestadas: 0, contestadas_valor: 0 };
  }

  /** The online totals, and the same per São Paulo day. */
  async sales(query: ReportQuery): Promise<SalesReport> {
    // A literal, not a parameter: the same expression must match in select and group by.
    const day = sql<string>`((${purchases.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date)::text`;
    const porDia = await this.db
      .select({ dia: day, ...salesSums() })
      .from(purchases)
      .where(approvedSales(query))
      .groupBy(day)
      .orderBy(day);
    return { ...(await this.salesTotals(query)), por_dia: porDia, ...(await this.reversalTotals(query)) };
  }

  async affiliates(query: ReportQuery): Promise<AffiliateReportItem[]> {
    return this.db
      .select({
        afiliado_id: users.id,
        afiliado_nome: users.name,
        total_vendas: moneySum(purchases.total),
        quantidade_total: intSum(purchases.quantidade),
      })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.affiliateId))
      .where(approvedSales(query))
      .groupBy(users.id, users.name)
      .orderBy(sql`lower(${users.name})`, asc(users.id));
  }

  /** Physical cards sold and what they are worth (each sale's own amount). */
  async physicalTotals(query: ReportQuery): Promise<{ vendidas: number; valor: number }> {
    const [row] = await this.db
      .select({ vendidas: countAll(), valor: moneySum(physicalSales.amount) })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .where(and(ofEvent(cards.eventId, query), period(physicalSales.createdAt, query)));
    return row ?? { vendidas: 0, valor: 0 };
  }

  /** Physical cards sold, per seller and lote. */
  async physical(query: ReportQuery): Promise<PhysicalReportItem[]> {
    return this.db
      .select({ vendedor_nome: users.name, lote: sql<string>`coalesce(${cardBatches.name}, '-')`, quantidade_vendida: countAll() })
      .from(physicalSales)
      .innerJoin(users, eq(users.id, physicalSales.userId))
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .where(and(ofEvent(cards.eventId, query), period(physicalSales.createdAt, query)))
      .groupBy(users.id, users.name, cardBatches.name)
      .orderBy(sql`lower(${users.name})`, users.id, cardBatches.name);
  }
}
