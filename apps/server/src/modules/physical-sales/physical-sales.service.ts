import { formatMoney, SELLER_UNDO_MINUTES, sellerMessages, type PhysicalSale } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { bumpLive, publishLive, showsGoal } from '../../live';
import { RoundRecordWriter } from '../round-records';
import { UsersRepository } from '../users';
import { PhysicalSalesRepository } from './physical-sales.repository';
import type { Caller } from './seller.service';

interface SaleInput {
  card_id: number;
  user_id: number;
  full_name?: string | null | undefined;
  contact?: string | null | undefined;
}

const SALE_NOT_FOUND = 'Venda não encontrada.';

export class PhysicalSalesService {
  private readonly repo: PhysicalSalesRepository;

  constructor(private readonly database: Database) {
    this.repo = new PhysicalSalesRepository(database.db);
  }

  list(sellerId?: number): Promise<PhysicalSale[]> {
    return this.repo.list(sellerId);
  }

  /**
   * Sells a physical card once; it joins the cards in play of its event at once. An administrator
   * sells any physical card for any seller; anyone else only a card of their own batch, as its
   * seller, in an event not finished (issue 21, decisions.md §13).
   */
  async create(input: SaleInput, caller: Caller): Promise<PhysicalSale & { next_round: boolean }> {
    const { id, nextRound, signal } = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const sales = new PhysicalSalesRepository(tx);
      const card = await sales.cardForSale(input.card_id, !caller.is_admin);
      if (!card) throw notFound('Cartela não encontrada.');
      if (!caller.is_admin) {
        if (input.user_id !== caller.id || card.batchUserId !== caller.id) throw new AppError(403, sellerMessages.notYourCard);
        if (card.eventStatus === 'finalizado') throw new AppError(409, sellerMessages.eventFinished);
      }
      if (card.status !== 'física') throw new AppError(409, 'Só cartelas físicas são vendidas por vendedores.');
      await this.requireSeller(tx, input.user_id);
      const saleId = await sales.insertIfUnsold(input.card_id, input.user_id, card.price);
      if (!saleId) throw new AppError(409, 'Esta cartela já foi vendida.');
      const buyer = {
        ...(input.full_name ? { fullName: input.full_name } : {}),
        ...(input.contact ? { contact: input.contact } : {}),
      };
      if (Object.keys(buyer).length) await sales.setBuyer(input.card_id, buyer);
      const { nextRound } = await new RoundRecordWriter(tx).cardsJoined(card.eventId, [input.card_id]);
      return { id: saleId, nextRound, signal: await bumpLive(tx, card.eventId, { cards: true }) };
    });
    await publishLive(this.database, signal);
    return { ...(await this.repo.get(id))!, next_round: nextRound };
  }

  /** Changes the seller, the amount owed, or whether it was handed in ("acertado"). */
  async update(
    id: number,
    input: { user_id?: number | undefined; amount?: number | undefined; acertado?: boolean | undefined },
  ): Promise<PhysicalSale> {
    const signal = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if (input.user_id !== undefined) await this.requireSeller(tx, input.user_id);
      const sales = new PhysicalSalesRepository(tx);
      const current = await sales.get(id);
      if (!current) throw notFound(SALE_NOT_FOUND);
      // A field left out is undefined, which the update leaves as it is.
      const changed = await sales.update(id, {
        userId: input.user_id,
        amount: input.amount,
        // Marking an already settled sale again keeps the day it was handed in.
        ...(input.acertado === undefined
          ? {}
          : { settledAt: input.acertado ? (current.settled_at ? new Date(current.settled_at) : new Date()) : null }),
      });
      if (!changed) throw notFound(SALE_NOT_FOUND);
      // A new amount changes what the event raised: the goal's thermometer follows (issue 23.3).
      const raisedChanged = input.amount !== undefined && input.amount !== current.amount;
      return raisedChanged && (await showsGoal(tx, current.event_id)) ? bumpLive(tx, current.event_id) : null;
    });
    await publishLive(this.database, signal);
    return (await this.repo.get(id))!;
  }

  /**
   * Undoes a mistaken sale: the card is available again and leaves play in every process at once.
   * A card that took part in a draw keeps its sale (what happened in a round is never rewritten).
   * A seller undoes only their own sale of their own batch's card, within SELLER_UNDO_MINUTES.
   */
  async undo(id: number, caller: Caller, now: Date = new Date()): Promise<void> {
    const signal = await this.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const sales = new PhysicalSalesRepository(tx);
      const sale = await sales.getForUndo(id);
      if (!sale) throw notFound(SALE_NOT_FOUND);
      if (!caller.is_admin && (sale.userId !== caller.id || sale.batchUserId !== caller.id)) {
        throw new AppError(403, sellerMessages.notYourSale);
      }
      if (sale.eventStatus === 'finalizado') throw new AppError(409, 'Vendas de um evento finalizado não podem ser desfeitas.');
      if (!caller.is_admin && now.getTime() - sale.createdAt.getTime() > SELLER_UNDO_MINUTES * 60_000) {
        throw new AppError(403, sellerMessages.undoExpired);
      }
      if (await sales.ballsSince(sale.eventId, sale.createdAt)) {
        throw new AppError(409, 'Esta cartela já participou de um sorteio: a venda não pode ser desfeita.');
      }
      await sales.delete(id);
      await new RoundRecordWriter(tx).cardsLeft(sale.eventId, [sale.cardId]);
      return bumpLive(tx, sale.eventId, { cards: true });
    });
    await publishLive(this.database, signal);
  }

  /**
   * "Acertar tudo": every open sale of the seller in the event is marked handed in now. With
   * `confirmed` (the balance the treasurer was shown and counted), refused when the open balance
   * is no longer that amount: a sale registered meanwhile must be counted before it is settled.
   */
  async settleAll(sellerId: number, eventId: number, confirmed?: number): Promise<number> {
    return this.database.db.transaction(async (raw) => {
      const sales = new PhysicalSalesRepository(raw as unknown as Db);
      const open = await sales.lockOpenSales(sellerId, eventId);
      if (confirmed !== undefined && open.cents !== Math.round(confirmed * 100)) {
        throw new AppError(409, `O saldo a acertar mudou para ${formatMoney(open.cents / 100)}. Confira as vendas e confirme de novo.`);
      }
      return sales.settleAll(sellerId, eventId, new Date());
    });
  }

  private async requireSeller(tx: Db, sellerId: number): Promise<void> {
    const seller = await new UsersRepository(tx).findById(sellerId);
    if (!seller?.active) throw new AppError(400, 'Selecione um vendedor.');
  }
}
