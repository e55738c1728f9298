import type { MyPurchase } from '@bingo/core';
import type { Db } from '../../db/client';
import { PurchasesRepository } from './purchases.repository';

/** A buyer's own purchases, as Minhas Compras lists them. */
export class MyPurchasesService {
  private readonly purchases: PurchasesRepository;

  constructor(db: Db) {
    this.purchases = new PurchasesRepository(db);
  }

  list(userId: number): Promise<MyPurchase[]> {
    return this.purchases.listMine(userId);
  }
}
