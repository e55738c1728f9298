import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../lib/app-error';
import { CardsAdminRepository } from './cards-admin.repository';

export const CARD_NOT_FOUND = 'Cartela não encontrada.';

export interface CardBuyer {
  fullName: string;
  contact: string | null;
  address: string | null;
}

/** Administrators' writes on a card. */
export class CardsAdminService {
  constructor(private readonly database: Database) {}

  /** The ranking shows buyers' names: a change re-reads the event's cards in every process. */
  async updateBuyer(cardId: number, buyer: CardBuyer): Promise<void> {
    await inTransaction(this.database, async ({ tx, liveChanged }) => {
      const eventId = await new CardsAdminRepository(tx).updateBuyer(cardId, buyer);
      if (!eventId) throw notFound(CARD_NOT_FOUND);
      await liveChanged(eventId, { cards: true });
    });
  }
}
