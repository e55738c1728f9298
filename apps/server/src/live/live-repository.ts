import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PlayCard } from '@bingo/core';
import type { Db } from '../db/client';
import {
  cardVoids,
  cards,
  drawnNumbers,
  events,
  images,
  lateCards,
  physicalSales,
  purchases,
  rounds,
  sponsorNumbers,
  sponsors,
  sponsorships,
} from '../db/schema';
import { rowsOf } from '../db/rows';

/** The reads behind the live state and the ranking engine: few, small and indexed. */
export class LiveRepository {
  constructor(private readonly db: Db) {}

  async event(id: number) {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    return row ?? null;
  }

  rounds(eventId: number) {
    return this.db.select().from(rounds).where(eq(rounds.eventId, eventId)).orderBy(asc(rounds.number));
  }

  async balls(roundId: number): Promise<number[]> {
    const rows = await this.db
      .select({ number: drawnNumbers.number })
      .from(drawnNumbers)
      .where(eq(drawnNumbers.roundId, roundId))
      .orderBy(asc(drawnNumbers.drawnAt), asc(drawnNumbers.id));
    return rows.map((r) => r.number);
  }

  async roundEvent(roundId: number): Promise<{ eventId: number; status: string } | null> {
    const [row] = await this.db.select({ eventId: rounds.eventId, status: rounds.status }).from(rounds).where(eq(rounds.id, roundId));
    return row ?? null;
  }

  /** The sponsors of a number in this event only: each night's telão shows its own sponsorships (decisions.md §13). */
  sponsorsOf(eventId: number, number: number) {
    return this.db
      .select({ id: sponsorships.id, name: sponsors.name, filename: images.filename })
      .from(sponsorNumbers)
      .innerJoin(sponsorships, eq(sponsorships.id, sponsorNumbers.sponsorshipId))
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .leftJoin(images, eq(images.id, sponsors.imageId))
      .where(and(eq(sponsorships.eventId, eventId), eq(sponsorNumbers.number, number)))
      .orderBy(asc(sponsors.name), asc(sponsorships.id));
  }

  /** Every sponsor of this event, for the telão between rounds (docs/decisions/016). */
  eventSponsors(eventId: number) {
    return this.db
      .select({ id: sponsorships.id, name: sponsors.name, filename: images.filename })
      .from(sponsorships)
      .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
      .leftJoin(images, eq(images.id, sponsors.imageId))
      .where(eq(sponsorships.eventId, eventId))
      .orderBy(asc(sponsors.name), asc(sponsorships.id));
  }

  /**
   * Cards in play of an event (decisions.md §4): digital cards of approved purchases, and physical
   * cards with a registered sale. `onlyIds` narrows the read to cards not yet in memory.
   */
  async cardsInPlay(eventId: number, only: { ids?: number[]; updatedSince?: Date } = {}): Promise<PlayCard[]> {
    const rows = await this.db
      .select({
        id: cards.id,
        numbers: cards.numbers,
        full_name: cards.fullName,
        address: cards.address,
        contact: cards.contact,
        barcode: cards.barcode,
      })
      .from(cards)
      .leftJoin(purchases, eq(purchases.id, cards.purchaseId))
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .where(
        and(
          eq(cards.eventId, eventId),
          inPlay(),
          only.ids ? inArray(cards.id, only.ids) : undefined,
          only.updatedSince ? gt(cards.updatedAt, only.updatedSince) : undefined,
        ),
      )
      .orderBy(asc(cards.id));
    return rows;
  }

  /**
   * The cards that sit each round of the event out: they joined after its first ball (decisions.md
   * §14). Narrowed to one round, or to some cards (those just read into memory).
   */
  async lateCards(eventId: number, only: { roundId?: number; cardIds?: number[] } = {}): Promise<Map<number, number[]>> {
    const rows = await this.db
      .select({ roundId: lateCards.roundId, cardId: lateCards.cardId })
      .from(lateCards)
      .innerJoin(rounds, eq(rounds.id, lateCards.roundId))
      .where(
        and(
          eq(rounds.eventId, eventId),
          only.roundId === undefined ? undefined : eq(lateCards.roundId, only.roundId),
          only.cardIds ? inArray(lateCards.cardId, only.cardIds) : undefined,
        ),
      );
    const byRound = new Map<number, number[]>();
    for (const r of rows) byRound.set(r.roundId, [...(byRound.get(r.roundId) ?? []), r.cardId]);
    return byRound;
  }

  /** How the card was voided (decisions.md §15), or null while it can play. */
  async voidedKind(cardId: number): Promise<'returned' | 'swapped' | null> {
    const [row] = await this.db.select({ kind: cardVoids.kind }).from(cardVoids).where(eq(cardVoids.cardId, cardId));
    return (row?.kind as 'returned' | 'swapped' | undefined) ?? null;
  }

  /** Whether the card sits the round out. */
  async sitsOut(roundId: number, cardId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: lateCards.cardId })
      .from(lateCards)
      .where(and(eq(lateCards.roundId, roundId), eq(lateCards.cardId, cardId)));
    return Boolean(row);
  }

  /** How many cards are in play (the same rule as above): of one event, or of every event. */
  async countInPlay(eventId?: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(cards)
      .leftJoin(purchases, eq(purchases.id, cards.purchaseId))
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .where(and(eventId === undefined ? undefined : eq(cards.eventId, eventId), inPlay()));
    return row?.n ?? 0;
  }

  /**
   * What the event has raised, for the goal's thermometer: approved online purchases (after
   * discounts), physical sales and sponsorships paid. The same sum as Resumo do Evento's "total
   * arrecadado" (a test keeps the two equal); read only when the live state is rebuilt.
   */
  async raised(eventId: number): Promise<number> {
    const [row] = rowsOf<{ raised: string | number }>(
      await this.db.execute(sql`select
        (select coalesce(sum(p.total), 0) from purchases p where p.event_id = ${eventId} and p.status = 'aprovado')
        + (select coalesce(sum(s.amount), 0) from physical_sales s join cards c on c.id = s.card_id where c.event_id = ${eventId})
        + (select coalesce(sum(sp.amount), 0) from sponsorships sp where sp.event_id = ${eventId} and sp.payment_status = 'pago')
        as raised`),
    );
    return Number(row?.raised ?? 0);
  }

  /** The Acumulado's pot now (docs/decisions/032): the last change's value, 0 before any. */
  async acumuladoPot(eventId: number): Promise<number> {
    const [row] = rowsOf<{ value: string | number }>(
      await this.db.execute(sql`select value_after as value from acumulado_changes where event_id = ${eventId} order by id desc limit 1`),
    );
    return Number(row?.value ?? 0);
  }

  /** The database's clock (sync marks must not depend on this machine's clock). */
  async now(): Promise<Date> {
    const [row] = rowsOf<{ now: string | Date }>(await this.db.execute(sql`select now() as now`));
    return new Date(row!.now);
  }

  /** Just the ids in play: cheap enough to diff against memory when cards change. */
  async idsInPlay(eventId: number): Promise<number[]> {
    const result = await this.db.execute(sql`
      select c.id from cards c
      left join purchases p on p.id = c.purchase_id
      left join physical_sales s on s.card_id = c.id
      where c.event_id = ${eventId}
        and ((c.status = 'digital' and p.status = 'aprovado') or (c.status = 'física' and s.id is not null))
        and not exists (select 1 from card_voids v where v.card_id = c.id)`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }
}

/** A voided card never plays again, whatever else it has (decisions.md §15). */
function inPlay() {
  return sql`((${cards.status} = 'digital' and ${purchases.status} = 'aprovado') or (${cards.status} = 'física' and ${physicalSales.id} is not null))
    and not exists (select 1 from ${cardVoids} v where v.card_id = ${cards.id})`;
}
