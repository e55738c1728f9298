import type { PhysicalSale } from '@bingo/core';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { cards } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { bumpLive, publishLive } from '../../live';
import { UsersRepository } from '../users';
import { PhysicalSalesRepository } from './physical-sales.repository';

const SALE_NOT_FOUND = 'Venda não encontrada.';

export class PhysicalSalesService {
  private readonly repo: PhysicalSalesRepository;

  constructor(private readonly database: Database) {
    this.repo = new PhysicalSalesRepository(database.db);
  }

  list(sellerId?: number): Promise<PhysicalSale[]> {
    return this.repo.list(sellerId);
  }

  /** Sells a physical card once; it joins the cards in play of its event at once. */
  async create(cardId: number, sellerId: number): Promise<PhysicalSale> {
    const { id, signal } = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const [card] = await tx.select({ status: cards.status, eventId: cards.eventId }).from(cards).where(eq(cards.id, cardId));
      if (!card) throw notFound('Cartela não encontrada.');
      if (card.status !== 'física') throw new AppError(409, 'Só cartelas físicas são vendidas por vendedores.');
      await this.requireSeller(tx, sellerId);
      const saleId = await new PhysicalSalesRepository(tx).insertIfUnsold(cardId, sellerId);
      if (!saleId) throw new AppError(409, 'Esta cartela já foi vendida.');
      return { id: saleId, signal: await bumpLive(tx, card.eventId, { cards: true }) };
    });
    await publishLive(this.database, signal);
    return (await this.repo.get(id))!;
  }

  async changeSeller(id: number, sellerId: number): Promise<PhysicalSale> {
    await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await this.requireSeller(tx, sellerId);
      if (!(await new PhysicalSalesRepository(tx).setSeller(id, sellerId))) throw notFound(SALE_NOT_FOUND);
    });
    return (await this.repo.get(id))!;
  }

  private async requireSeller(tx: Db, sellerId: number): Promise<void> {
    const seller = await new UsersRepository(tx).findById(sellerId);
    if (!seller?.active) throw new AppError(400, 'Selecione um vendedor.');
  }
}
