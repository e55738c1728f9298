import { publicName, type ContasMoneyIn } from '@bingo/core';
import type { Db } from '../../db/client';
import { ReportsRepository } from './reports.repository';
import { sellerSettlement } from './seller-settlement';

const cents = (value: number) => Math.round(value * 100) / 100;

/** What the Resumo do Evento reads of the money, as the database sums it. */
export interface EventMoneyFigures {
  online: { compras: number; cartelas: number; bruto: number; descontos: number; liquido: number };
  physical: { vendidas: number; valor: number };
  sponsors: { totalRecebido: number; totalPendente: number };
  /** decisions.md §13: approved online purchases (net of discounts) + physical sales + sponsorships received. */
  total: number;
}

/**
 * The one place an event's money in is summed (decisions.md §13, §15): the Resumo do Evento and the
 * prestação de contas both read it here, so the published accounts equal the summary to the cent.
 * Without an event, every event adds up (the summary's "Todos").
 */
export async function eventMoneyFigures(db: Db, eventId: number | undefined): Promise<EventMoneyFigures> {
  const reports = new ReportsRepository(db);
  const filter = { event_id: eventId };
  // One after the other: inside the publish's transaction they share one connection.
  const online = await reports.salesTotals(filter);
  const physical = await reports.physicalTotals(filter);
  // The event's sponsorships, as the Financeiro tab shows them for the same event.
  const sponsors = await reports.sponsorTotals(filter);
  return { online, physical, sponsors, total: cents(online.liquido + physical.valor + sponsors.totalRecebido) };
}

/**
 * The money in as the prestação de contas publishes it: the figures above, and paper sales per
 * seller from the Acerto de Vendedores. Sellers are named as the public may see anyone (first name
 * and initial, decisions.md §15).
 */
export async function eventMoneyIn(db: Db, eventId: number): Promise<ContasMoneyIn> {
  const figures = await eventMoneyFigures(db, eventId);
  const settlement = await sellerSettlement(db, { event_id: eventId });
  return {
    online: {
      purchases: figures.online.compras,
      gross: figures.online.bruto,
      discounts: figures.online.descontos,
      net: figures.online.liquido,
    },
    paper: {
      cards: figures.physical.vendidas,
      total: figures.physical.valor,
      sellers: settlement.vendedores
        .filter((s) => s.vendidas > 0)
        .map((s) => ({ seller: publicName(s.vendedor_nome) ?? '-', cards: s.vendidas, amount: s.valor_vendido })),
    },
    sponsorships: { received: figures.sponsors.totalRecebido },
    total: figures.total,
  };
}
