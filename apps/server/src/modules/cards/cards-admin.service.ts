import type { PhysicalCard } from '@bingo/core';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../lib/app-error';
import { checkAllCards } from './card-check';
import { CardCodeFailuresRepository } from './card-code-failures.repository';
import { CardsAdminRepository, type CardFilters } from './cards-admin.repository';

export const CARD_NOT_FOUND = 'Cartela não encontrada.';

export interface CardBuyer {
  fullName: string;
  contact: string | null;
  address: string | null;
}

/** Administrators' work on cards: the physical cards screen, barcode lookup, buyer data, consistency. */
export class CardsAdminService {
  private readonly cards: CardsAdminRepository;

  constructor(private readonly database: Database) {
    this.cards = new CardsAdminRepository(database.db);
  }

  page(filters: CardFilters, page: number, limit: number): Promise<{ items: PhysicalCard[]; total: number }> {
    return this.cards.page(filters, page, limit);
  }

  /** Only a 13-digit code can be a card's barcode; anything else is simply not found. */
  async byBarcode(code: string): Promise<PhysicalCard> {
    const card = /^\d{13}$/.test(code) ? await this.cards.byBarcode(code) : null;
    if (!card) throw notFound(CARD_NOT_FOUND);
    return card;
  }

  /** The ranking shows buyers' names: a change re-reads the event's cards in every process. */
  async updateBuyer(cardId: number, buyer: CardBuyer): Promise<PhysicalCard> {
    await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const eventId = await new CardsAdminRepository(tx).updateBuyer(cardId, buyer);
      if (!eventId) throw notFound(CARD_NOT_FOUND);
      await liveChanged(eventId, { cards: true });
    });
    return (await this.cards.byId(cardId))!;
  }

  /** Freeing a card that was never locked is harmless; only an unknown card is a 404. */
  async unlockClaims(cardId: number): Promise<void> {
    if (!(await this.cards.byId(cardId))) throw notFound(CARD_NOT_FOUND);
    await new CardCodeFailuresRepository(this.database.db).clear(cardId);
  }

  check() {
    return checkAllCards(this.database.db);
  }
}
