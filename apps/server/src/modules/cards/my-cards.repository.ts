import type { MyCard } from '@bingo/core';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardClaims, cards, events, lateCards } from '../../db/schema';

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
    return rows.map(({ claimed, ...r }) => ({
      ...r,
      sits_out_round_ids: late.get(r.id) ?? [],
      // A paper card's contact and address are the buyer's as the seller wrote them down: the
      // holder of the paper sees the name printed in the ranking, not someone's phone or street.
      ...(claimed ? { contact: null, address: null } : {}),
      status: r.status as MyCard['status'],
      created_at: r.created_at.toISOString(),
      origem: claimed ? 'papel' : 'compra',
    }));
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
