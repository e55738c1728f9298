import type { ReportQuery, SellerSettlementReport } from '@bingo/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cardBatches, cardVoids, cards, physicalSales, users } from '../../db/schema';
import { saleCorrections } from './sale-corrections';

interface Row {
  vendedor_id: number | null;
  vendedor_nome: string | null;
  cartelas_recebidas: number | string;
  devolvidas: number | string;
  vendidas: number | string;
  valor_vendido: number | string;
  valor_acertado: number | string;
  saldo_a_acertar: number | string;
}

/**
 * Acerto de Vendedores (docs/decisions/013): what each seller received, sold and still owes. A seller is
 * whoever made a physical sale of the event, or is responsible for one of its batches (a seller
 * who sold nothing yet still holds cards to account for). Without an event, every event adds up,
 * as in the other reports. The totals line is the database's rollup of the same rows. With
 * `sellerId`, only that seller's line (Minhas Vendas shows a seller their own balance). Each line
 * carries the seller's sales corrected after the event finished (decisions.md §14).
 */
export async function sellerSettlement(db: Db, query: ReportQuery, sellerId?: number): Promise<SellerSettlementReport> {
  const batchOfEvent = query.event_id === undefined ? sql`true` : sql`${cardBatches.eventId} = ${query.event_id}`;
  const cardOfEvent = query.event_id === undefined ? sql`true` : sql`${cards.eventId} = ${query.event_id}`;
  const result = await db.execute(sql`
    with recebidas as (
      select ${cardBatches.userId} as user_id, count(${cards.id}) as n, count(${cardVoids.cardId}) as devolvidas
      from ${cardBatches} join ${cards} on ${cards.batchId} = ${cardBatches.id}
      left join ${cardVoids} on ${cardVoids.cardId} = ${cards.id}
      where ${cardBatches.userId} is not null and ${batchOfEvent}
      group by ${cardBatches.userId}
    ), vendas as (
      select ${physicalSales.userId} as user_id, count(*) as n,
             sum(${physicalSales.amount}) as vendido,
             coalesce(sum(${physicalSales.amount}) filter (where ${physicalSales.settledAt} is not null), 0) as acertado
      from ${physicalSales} join ${cards} on ${cards.id} = ${physicalSales.cardId}
      where ${cardOfEvent}
      group by ${physicalSales.userId}
    )
    select u.id as vendedor_id, u.name as vendedor_nome,
           coalesce(sum(r.n), 0)::int as cartelas_recebidas,
           coalesce(sum(r.devolvidas), 0)::int as devolvidas,
           coalesce(sum(v.n), 0)::int as vendidas,
           coalesce(sum(v.vendido), 0) as valor_vendido,
           coalesce(sum(v.acertado), 0) as valor_acertado,
           coalesce(sum(v.vendido), 0) - coalesce(sum(v.acertado), 0) as saldo_a_acertar
    from ${users} u
    left join recebidas r on r.user_id = u.id
    left join vendas v on v.user_id = u.id
    where (r.user_id is not null or v.user_id is not null) and ${sellerId === undefined ? sql`true` : sql`u.id = ${sellerId}`}
    group by rollup ((u.id, u.name))
    order by grouping(u.id), lower(u.name), u.id`);
  const rows = rowsOf<Row>(result).map(figures);
  const totals = rows.pop()!;
  // The total of what sellers hold is the sum of their lines (each one never below 0).
  totals.em_maos = rows.reduce((sum, r) => sum + r.em_maos, 0);
  const corrections = await saleCorrections(db, { eventId: query.event_id, sellerId });
  // A correction that moved a sale shows in both sellers' lines: each one's balance changed.
  const correctionsOf = (id: number) => corrections.filter((c) => c.before.user_id === id || c.after.user_id === id);
  return {
    vendedores: rows.map((r) => ({
      ...r,
      vendedor_id: Number(r.vendedor_id),
      vendedor_nome: r.vendedor_nome ?? '',
      correcoes: correctionsOf(Number(r.vendedor_id)),
    })),
    totais: {
      cartelas_recebidas: totals.cartelas_recebidas,
      devolvidas: totals.devolvidas,
      em_maos: totals.em_maos,
      vendidas: totals.vendidas,
      valor_vendido: totals.valor_vendido,
      valor_acertado: totals.valor_acertado,
      saldo_a_acertar: totals.saldo_a_acertar,
    },
  };
}

/** Numbers from the driver: numeric arrives as text. */
function figures(row: Row) {
  return {
    vendedor_id: row.vendedor_id,
    vendedor_nome: row.vendedor_nome,
    cartelas_recebidas: Number(row.cartelas_recebidas),
    devolvidas: Number(row.devolvidas),
    // What the seller still holds: received, less what was voided and what was sold (decisions.md §15).
    // Never below 0: a seller may also sell cards of someone else's batch.
    em_maos: Math.max(0, Number(row.cartelas_recebidas) - Number(row.devolvidas) - Number(row.vendidas)),
    vendidas: Number(row.vendidas),
    valor_vendido: Number(row.valor_vendido),
    valor_acertado: Number(row.valor_acertado),
    saldo_a_acertar: Number(row.saldo_a_acertar),
  };
}
