import type { MyCard } from '@bingo/core';
import type { Db } from '../../db/client';
import { MyCardsRepository } from './my-cards.repository';

/** A buyer's own cards, bought or added from paper (docs/decisions/018), as Minhas Cartelas lists them. */
export class MyCardsService {
  private readonly cards: MyCardsRepository;

  constructor(db: Db) {
    this.cards = new MyCardsRepository(db);
  }

  list(userId: number, eventId?: number): Promise<MyCard[]> {
    return this.cards.list(userId, eventId);
  }
}
