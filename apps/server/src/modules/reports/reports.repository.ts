import {
  TIME_ZONE,
  type AffiliateReportItem,
  type NumbersReportItem,
  type PhysicalReportItem,
  type ReportQuery,
  type SalesReport,
  type SponsorReport,
} from '@bingo/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardBatches, cards, physicalSales, purchases, sponsorNumbers, sponsors, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { countAll, intSum, moneySum, ofEvent, period } from './report-filters';

type SponsorItem = SponsorReport['lista'][number];
const APPROVED = eq(purchases.status, 'aprovado');

/** The reports' reads. Every sum and count is done by the database, never in a loop here. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  async sponsors(query: ReportQuery): Promise<SponsorReport> {
    const where = period(sponsors.createdAt, query);
    const [totals] = await this.db
      .select({
        totalRecebido: moneySum(sql`case when ${sponsors.paymentStatus} = 'pago' then ${sponsors.amount} end`),
        totalPendente: moneySum(sql`case when ${sponsors.paymentStatus} <> 'pago' then ${sponsors.amount} end`),
        totalPatrocinadores: countAll(),
      })
      .from(sponsors)
      .where(where);
    const lista = await this.db
      .select({
        name: sponsors.name,
        amount: sponsors.amount,
        payment_status: sql<SponsorItem['payment_status']>`${sponsors.paymentStatus}`,
        payment_method: sql<SponsorItem['payment_method']>`${sponsors.paymentMethod}`,
        payment_date: sql<string | null>`${sponsors.paymentDate}::text`,
      })
      .from(sponsors)
      .where(where)
      .orderBy(sql`lower(${sponsors.name})`, asc(sponsors.id));
    return {
      totalRecebido: totals?.totalRecebido ?? 0,
      totalPendente: totals?.totalPendente ?? 0,
      totalPatrocinadores: totals?.totalPatrocinadores ?? 0,
      lista,
    };
  }

  /** Every number 1..75, with its sponsors' names (alphabetical) and their count; 0 and '' when none. */
  async numbers(query: ReportQuery): Promise<NumbersReportItem[]> {
    const where = period(sponsors.createdAt, query);
    const result = await this.db.execute(sql`
      select n.numero::int as numero,
             coalesce(string_agg(${sponsors.name}, ', ' order by lower(${sponsors.name}), ${sponsors.id}), '') as patrocinador,
             count(${sponsors.id})::int as quantidade
      from generate_series(1, 75) as n(numero)
      left join ${sponsorNumbers} sn on sn.number = n.numero
      left join ${sponsors} on ${sponsors.id} = sn.sponsor_id ${where ? sql`and ${where}` : sql``}
      group by n.numero
      order by n.numero`);
    return rowsOf<NumbersReportItem>(result).map((r) => ({
      numero: Number(r.numero),
      patrocinador: r.patrocinador,
      quantidade: Number(r.quantidade),
    }));
  }

  /** Online sales: approved purchases only (pending, failed and cancelled ones earned nothing). */
  async sales(query: ReportQuery): Promise<SalesReport> {
    const where = and(APPROVED, ofEvent(purchases.eventId, query), period(purchases.createdAt, query));
    const totals = {
      compras: countAll(),
      cartelas: intSum(purchases.quantidade),
      bruto: moneySum(purchases.gross),
      descontos: moneySum(purchases.discount),
      liquido: moneySum(purchases.total),
    };
    // A literal, not a parameter: the same expression must match in select and group by.
    const day = sql<string>`((${purchases.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date)::text`;
    const [all] = await this.db.select(totals).from(purchases).where(where);
    const porDia = await this.db
      .select({ dia: day, ...totals })
      .from(purchases)
      .where(where)
      .groupBy(day)
      .orderBy(day);
    return { ...(all ?? { compras: 0, cartelas: 0, bruto: 0, descontos: 0, liquido: 0 }), por_dia: porDia };
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
      .where(and(APPROVED, ofEvent(purchases.eventId, query), period(purchases.createdAt, query)))
      .groupBy(users.id, users.name)
      .orderBy(sql`lower(${users.name})`, asc(users.id));
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
