import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardClaims, cardVoids, cards, drawnNumbers, physicalSales, rounds } from '../../db/schema';

/** The SQL of "Trocar cartela" (decisions.md §14, §15): a paper sale moved to the right card. */
export class SaleSwapRepository {
  constructor(private readonly db: Db) {}

  async isSold(cardId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: physicalSales.id }).from(physicalSales).where(eq(physicalSales.cardId, cardId));
    return Boolean(row);
  }

  async isVoided(cardId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: cardVoids.cardId }).from(cardVoids).where(eq(cardVoids.cardId, cardId));
    return Boolean(row);
  }

  /** Whether every number of the card is drawn in the event's running round: it has completed it. */
  async completesRunningRound(eventId: number, cardId: number): Promise<boolean> {
    const [card] = await this.db.select({ numbers: cards.numbers }).from(cards).where(eq(cards.id, cardId));
    const drawn = await this.db
      .select({ number: drawnNumbers.number })
      .from(drawnNumbers)
      .innerJoin(rounds, eq(rounds.id, drawnNumbers.roundId))
      .where(and(eq(rounds.eventId, eventId), eq(rounds.status, 'in_progress')));
    const balls = new Set(drawn.map((d) => d.number));
    return Boolean(card) && card!.numbers.every((n) => balls.has(n));
  }

  /**
   * The sale (seller, amount, handing-in) now stands on the right card, with the buyer's name,
   * phone and address; the wrong card keeps none of them and no phone follows it any more.
   */
  async moveSale(saleId: number, fromCardId: number, toCardId: number): Promise<void> {
    const [from] = await this.db
      .select({ fullName: cards.fullName, contact: cards.contact, address: cards.address })
      .from(cards)
      .where(eq(cards.id, fromCardId));
    const now = new Date();
    await this.db.update(physicalSales).set({ cardId: toCardId, updatedAt: now }).where(eq(physicalSales.id, saleId));
    await this.db
      .update(cards)
      .set({ fullName: from?.fullName ?? null, contact: from?.contact ?? null, address: from?.address ?? null, updatedAt: now })
      .where(eq(cards.id, toCardId));
    await this.db.update(cards).set({ fullName: null, contact: null, address: null, updatedAt: now }).where(eq(cards.id, fromCardId));
    await this.db.delete(cardClaims).where(inArray(cardClaims.cardId, [fromCardId]));
  }

  async insertSwapped(values: { cardId: number; eventId: number; userId: number; reason: string; swappedTo: number }): Promise<void> {
    await this.db.insert(cardVoids).values({ ...values, kind: 'swapped' });
  }
}
