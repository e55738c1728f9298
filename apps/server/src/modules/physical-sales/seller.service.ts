import { sellerMessages, type SellerCardReply, type SellerOverview } from '@bingo/core';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { type CardCheckCodes, formatCheckCode } from '../card-codes';
import { activeEvent } from '../events';
import { sellerSettlement } from '../reports';
import { PhysicalSalesRepository } from './physical-sales.repository';
import { SellerRepository } from './seller.repository';

/** Who is calling: a seller sees their own batches; an administrator may look up any card. */
export interface Caller {
  id: number;
  is_admin: boolean;
}

/** Minhas Vendas (decisions.md §13): a seller's batches, cards, sales and balance, and one card by its code. */
export class SellerService {
  private readonly repo: SellerRepository;

  constructor(
    private readonly database: Database,
    private readonly codes: CardCheckCodes,
  ) {
    this.repo = new SellerRepository(database.db);
  }

  async overview(sellerId: number, eventId?: number): Promise<SellerOverview> {
    const eventos = await this.repo.events(sellerId);
    const evento = eventId === undefined ? await this.defaultEvent(eventos) : eventos.find((e) => e.id === eventId);
    if (eventId !== undefined && !evento) throw notFound('Evento não encontrado.');
    const agora = new Date().toISOString();
    if (!evento) {
      const saldo = {
        cartelas_recebidas: 0,
        devolvidas: 0,
        em_maos: 0,
        vendidas: 0,
        valor_vendido: 0,
        valor_acertado: 0,
        saldo_a_acertar: 0,
      };
      return { eventos, evento: null, lotes: [], vendas: [], saldo, correcoes: [], agora };
    }
    const db = this.database.db;
    const [lotes, vendas, settlement] = await Promise.all([
      this.repo.batches(sellerId, evento.id),
      new PhysicalSalesRepository(db).list(sellerId, evento.id),
      sellerSettlement(db, { event_id: evento.id }, sellerId),
    ]);
    // Their own line: the sales of theirs corrected after the event finished (decisions.md §14).
    const correcoes = settlement.vendedores[0]?.correcoes ?? [];
    return { eventos, evento, lotes, vendas, saldo: settlement.totais, correcoes, agora };
  }

  /** The active event when the seller has cards or sales in it, else their latest event. */
  private async defaultEvent(eventos: SellerOverview['eventos']) {
    const active = await activeEvent(this.database.db);
    return eventos.find((e) => e.id === active?.id) ?? eventos[0];
  }

  /** A physical card by its 13-digit barcode or its number; a seller gets only the cards of their batches. */
  async card(code: string, caller: Caller): Promise<SellerCardReply> {
    // `code` comes trimmed (sellerCardQuery): a card number is digits and nothing else.
    const digits = code.replace(/\D/g, '');
    const ref = digits.length === 13 ? { barcode: digits } : /^\d{1,9}$/.test(digits) && digits === code ? { id: Number(digits) } : null;
    const card = ref ? await this.repo.card(ref, caller.id) : null;
    if (!card) throw notFound('Cartela não encontrada.');
    const { batch_user_id, ...reply } = card;
    if (!caller.is_admin && batch_user_id !== caller.id) throw new AppError(403, sellerMessages.notYourCard);
    // The seller holds the paper with this code printed on it: telling it adds nothing they cannot read.
    const check_code = reply.barcode ? formatCheckCode(this.codes.of({ id: reply.id, barcode: reply.barcode })) : null;
    return { ...reply, check_code };
  }
}
