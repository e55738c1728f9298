import type { PhysicalCard } from '@bingo/core';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cardBatches, cardVoids, cardClaims, cardCodeFailures, cards, events, physicalSales, users } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { CARD_WRONG_CODES_LIMIT } from './card-code-failures.repository';

export interface CardFilters {
  status?: 'digital' | 'física' | undefined;
  event_id?: number | undefined;
  seller_name?: string | undefined;
  full_name?: string | undefined;
  lote?: string | undefined;
  barcode?: string | undefined;
  claim_locked?: boolean | undefined;
}

const claimLocked = sql<boolean>`coalesce(${cardCodeFailures.failures} >= ${sql.raw(String(CARD_WRONG_CODES_LIMIT))}, false)`;

// The batch's responsible user, joined a second time beside the sale's seller.
const batchSellers = alias(users, 'batch_sellers');
// The account that added the paper card to its phone (docs/decisions/018), joined a third time.
const claimers = alias(users, 'claimers');

/** The administrators' view of cards: physical cards with lote, barcode, buyer and seller. */
export class CardsAdminRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .select({
        id: cards.id,
        event_id: cards.eventId,
        event_name: events.name,
        event_status: events.status,
        numbers: cards.numbers,
        status: cards.status,
        lote: cardBatches.name,
        barcode: cards.barcode,
        full_name: cards.fullName,
        contact: cards.contact,
        address: cards.address,
        sale_id: physicalSales.id,
        seller_id: physicalSales.userId,
        seller_name: users.name,
        batch_seller_id: batchSellers.id,
        batch_seller_name: batchSellers.name,
        claimer_id: claimers.id,
        claimer_name: claimers.name,
        claimer_email: claimers.email,
        claim_locked: claimLocked,
        voided: cardVoids.kind,
      })
      .from(cards)
      .innerJoin(events, eq(events.id, cards.eventId))
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .leftJoin(users, eq(users.id, physicalSales.userId))
      .leftJoin(batchSellers, eq(batchSellers.id, cardBatches.userId))
      .leftJoin(cardClaims, eq(cardClaims.cardId, cards.id))
      .leftJoin(claimers, eq(claimers.id, cardClaims.userId))
      .leftJoin(cardCodeFailures, eq(cardCodeFailures.cardId, cards.id))
      .leftJoin(cardVoids, eq(cardVoids.cardId, cards.id));
  }

  private where(f: CardFilters): SQL | undefined {
    return and(
      f.status ? eq(cards.status, f.status) : undefined,
      f.event_id ? eq(cards.eventId, f.event_id) : undefined,
      f.full_name ? ilike(cards.fullName, containsPattern(f.full_name)) : undefined,
      f.seller_name ? ilike(users.name, containsPattern(f.seller_name)) : undefined,
      // The screen picks a lote from the list of names: an exact name, not 'Lote 1' matching 'Lote 10'.
      // Names repeat across events: with event_id it is that event's lote only.
      f.lote ? eq(cardBatches.name, f.lote) : undefined,
      f.barcode ? sql`${cards.barcode} like ${`${f.barcode.replace(/\D/g, '')}%`}` : undefined,
      f.claim_locked ? claimLocked : undefined,
    );
  }

  async page(f: CardFilters, page: number, limit: number): Promise<{ items: PhysicalCard[]; total: number }> {
    const where = this.where(f);
    const rows = await this.base()
      .where(where)
      .orderBy(asc(cards.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db
      .select({ n: count() })
      .from(cards)
      .leftJoin(cardBatches, eq(cardBatches.id, cards.batchId))
      .leftJoin(physicalSales, eq(physicalSales.cardId, cards.id))
      .leftJoin(users, eq(users.id, physicalSales.userId))
      .leftJoin(cardCodeFailures, eq(cardCodeFailures.cardId, cards.id))
      .where(where);
    return { items: rows.map(toDto), total: total?.n ?? 0 };
  }

  async byId(id: number): Promise<PhysicalCard | null> {
    const [row] = await this.base().where(eq(cards.id, id));
    return row ? toDto(row) : null;
  }

  async byBarcode(code: string): Promise<PhysicalCard | null> {
    const [row] = await this.base().where(eq(cards.barcode, code));
    return row ? toDto(row) : null;
  }

  async updateBuyer(id: number, values: { fullName: string; contact: string | null; address: string | null }): Promise<number | null> {
    const [row] = await this.db
      .update(cards)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cards.id, id))
      .returning({ eventId: cards.eventId });
    return row?.eventId ?? null;
  }
}

type Row = Awaited<ReturnType<ReturnType<CardsAdminRepository['base']>['execute']>>[number];

function toDto(r: Row): PhysicalCard {
  return {
    id: r.id,
    event_id: r.event_id,
    event_name: r.event_name,
    event_status: r.event_status,
    numbers: r.numbers,
    status: r.status,
    lote: r.lote,
    barcode: r.barcode,
    full_name: r.full_name,
    contact: r.contact,
    address: r.address,
    physical_sale: r.sale_id && r.seller_id ? { id: r.sale_id, user_id: r.seller_id, user_name: r.seller_name ?? '' } : null,
    batch_seller: r.batch_seller_id ? { id: r.batch_seller_id, name: r.batch_seller_name ?? '' } : null,
    claimed_by: r.claimer_id ? { id: r.claimer_id, name: r.claimer_name ?? '', email: r.claimer_email ?? '' } : null,
    claim_locked: Boolean(r.claim_locked),
    voided: (r.voided as PhysicalCard['voided']) ?? null,
  };
}
