import type { MyCard } from '@bingo/core';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardClaims, cards, events, lateCards, roundRecords, rounds } from '../../db/schema';

/**
 * A buyer's own cards: the cards whose owner is the signed-in user, and the paper cards they
 * added by their codes (origem 'papel', docs/decisions/018).
 */
export class MyCardsRepository {
  constructor(private readonly db: Db) {}

  async list(userId: number, eventId?: number, cardId?: number): Promise<MyCard[]> {
    const rows = await this.db
      .select({
        id: cards.id,
        event_id: cards.eventId,
        event_name: events.name,
        numbers: cards.numbers,
        full_name: cards.fullName,
        contact: cards.contact,
        address: cards.address,
        status: cards.status,
        purchase_id: cards.purchaseId,
        created_at: cards.createdAt,
        claimed: cardClaims.cardId,
      })
      .from(cards)
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardClaims, and(eq(cardClaims.cardId, cards.id), eq(cardClaims.userId, userId)))
      .where(
        and(
          or(eq(cards.userId, userId), isNotNull(cardClaims.cardId)),
          eventId ? eq(cards.eventId, eventId) : undefined,
          cardId ? eq(cards.id, cardId) : undefined,
        ),
      )
      .orderBy(asc(cards.eventId), asc(cards.id));
    const late = await this.lateRounds(rows.map((r) => r.id));
    const won = await this.wonRounds([...new Set(rows.map((r) => r.event_id))]);
    return rows.map(({ claimed, ...r }) => ({
      ...r,
      sits_out_round_ids: late.get(r.id) ?? [],
      won_rounds: won.get(r.id) ?? [],
      // A paper card's contact and address are the buyer's as the seller wrote them down: the
      // holder of the paper sees the name printed in the ranking, not someone's phone or street.
      ...(claimed ? { contact: null, address: null } : {}),
      status: r.status,
      created_at: r.created_at.toISOString(),
      origem: claimed ? 'papel' : 'compra',
    }));
  }

  /**
   * The finished rounds each card won, by the same rule as the round's public record: the winners
   * of its last round_finished entry (a reopened round finished again names them anew).
   */
  private async wonRounds(eventIds: number[]): Promise<Map<number, { round_id: number; number: number }[]>> {
    const byCard = new Map<number, { round_id: number; number: number }[]>();
    if (eventIds.length === 0) return byCard;
    const rows = await this.db
      .select({ roundId: rounds.id, number: rounds.number, data: roundRecords.data })
      .from(rounds)
      .innerJoin(roundRecords, and(eq(roundRecords.roundId, rounds.id), eq(roundRecords.kind, 'round_finished')))
      .where(and(inArray(rounds.eventId, eventIds), eq(rounds.status, 'finished')))
      .orderBy(asc(rounds.number), asc(rounds.id), asc(roundRecords.seq));
    const last = new Map<number, { number: number; winners: number[] }>();
    for (const r of rows) last.set(r.roundId, { number: r.number, winners: (r.data.winners as number[] | undefined) ?? [] });
    for (const [roundId, { number, winners }] of last) {
      for (const cardId of winners) byCard.set(cardId, [...(byCard.get(cardId) ?? []), { round_id: roundId, number }]);
    }
    return byCard;
  }

  /** The rounds each card sits out, having joined after their first ball (decisions.md §14). */
  private async lateRounds(cardIds: number[]): Promise<Map<number, number[]>> {
    const byCard = new Map<number, number[]>();
    if (cardIds.length === 0) return byCard;
    const rows = await this.db
      .select({ cardId: lateCards.cardId, roundId: lateCards.roundId })
      .from(lateCards)
      .where(inArray(lateCards.cardId, cardIds))
      .orderBy(asc(lateCards.roundId));
    for (const r of rows) byCard.set(r.cardId, [...(byCard.get(r.cardId) ?? []), r.roundId]);
    return byCard;
  }
}
