import { ADMIN_PURCHASES_PAGE_SIZE, onlyDigits, type AdminPurchase, type AdminPurchaseQuery, type PurchaseBuyer } from '@bingo/core';
import { and, count, desc, eq, ilike, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cards, coupons, events, purchases, users } from '../../db/schema';
import { orderCode, type PurchaseRow } from './purchases.repository';

const affiliates = alias(users, 'affiliates');
const cardsIssued = sql<number>`(select count(*)::int from ${cards} where ${cards.purchaseId} = ${purchases.id})`.mapWith(Number);

/** Our own number as an admin may type it: 42, #42 or compra-42. */
const OWN_NUMBER = /^(?:compra-|#)?(\d{1,9})$/i;
/** Something typed the way a CPF is (digits, dots, dash), long enough to mean one. */
const CPF_LIKE = /^[\d.\-\s]+$/;

/**
 * One search box: the buyer's name or e-mail as typed at checkout or on the account, the CPF with
 * or without its mask, the provider's order id, or our purchase number.
 */
function matches(term: string): SQL {
  const text = containsPattern(term);
  const options: (SQL | undefined)[] = [
    ilike(purchases.fullName, text),
    ilike(users.name, text),
    ilike(purchases.emailContact, text),
    ilike(users.email, text),
    eq(purchases.paymentId, term),
  ];
  const digits = onlyDigits(term);
  if (CPF_LIKE.test(term) && digits.length >= 3) options.push(like(purchases.document, `%${digits}%`));
  const own = OWN_NUMBER.exec(term);
  if (own) options.push(eq(purchases.id, Number(own[1])));
  return or(...options)!;
}

function where(q: Omit<AdminPurchaseQuery, 'page'>): SQL | undefined {
  return and(
    q.search ? matches(q.search) : undefined,
    q.status ? eq(purchases.status, q.status) : undefined,
    q.event_id ? eq(purchases.eventId, q.event_id) : undefined,
    q.review === undefined ? undefined : q.review ? isNotNull(purchases.reviewReason) : sql`${purchases.reviewReason} is null`,
  );
}

const listColumns = {
  purchase: purchases,
  eventName: events.name,
  userName: users.name,
  userEmail: users.email,
  couponCode: coupons.codigo,
  affiliateName: affiliates.name,
  cardsIssued,
};
type ListRow = {
  purchase: PurchaseRow;
  eventName: string;
  userName: string;
  userEmail: string;
  couponCode: string | null;
  affiliateName: string | null;
  cardsIssued: number;
};

export function toAdminPurchase(r: ListRow): AdminPurchase {
  const p = r.purchase;
  return {
    id: p.id,
    code: orderCode(p.id),
    payment_id: p.paymentId,
    event_id: p.eventId,
    event_name: r.eventName,
    user_id: p.userId,
    buyer_name: p.fullName ?? r.userName,
    buyer_email: p.emailContact ?? r.userEmail,
    buyer_phone: p.phoneNumber,
    buyer_cpf: p.document,
    status: p.status,
    provider_status: p.providerStatus,
    review_reason: p.reviewReason,
    payment_method: p.paymentMethod as AdminPurchase['payment_method'],
    quantidade: p.quantidade,
    gross: Number(p.gross),
    discount: Number(p.discount),
    total: Number(p.total),
    coupon_code: r.couponCode,
    affiliate_code: p.affiliateCode,
    affiliate_name: r.affiliateName,
    cards_issued: r.cardsIssued,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The organisers' view of online purchases: search, the one purchase, the treasurer's buyer list. */
export class AdminPurchasesRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(listColumns)
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(events, eq(events.id, purchases.eventId))
      .leftJoin(coupons, eq(coupons.id, purchases.couponId))
      .leftJoin(affiliates, eq(affiliates.id, purchases.affiliateId));
  }

  /** Newest first (then by number, so pages never overlap), 50 a page, with the filter's total. */
  async page(query: AdminPurchaseQuery): Promise<{ data: AdminPurchase[]; total: number }> {
    const { page, ...filter } = query;
    const rows = await this.select()
      .where(where(filter))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(ADMIN_PURCHASES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PURCHASES_PAGE_SIZE);
    const [all] = await this.db
      .select({ n: count() })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(where(filter));
    return { data: rows.map(toAdminPurchase), total: all?.n ?? 0 };
  }

  async get(id: number): Promise<AdminPurchase | null> {
    const [row] = await this.select().where(eq(purchases.id, id));
    return row ? toAdminPurchase(row) : null;
  }

  /**
   * One line per buyer of the event's approved purchases, with the contact typed at their latest
   * purchase (the account's when the purchase kept none), by name.
   */
  async buyers(eventId: number): Promise<PurchaseBuyer[]> {
    // Each buyer has at least one purchase and users.name/email are never null: only the phone may be missing.
    const latest = <T extends string | null>(column: SQL) =>
      sql<T>`(array_remove(array_agg(${column} order by ${purchases.createdAt} desc, ${purchases.id} desc), null))[1]`;
    const rows = await this.db
      .select({
        name: latest<string>(sql`coalesce(${purchases.fullName}, ${users.name})`),
        email: latest<string>(sql`coalesce(${purchases.emailContact}, ${users.email})`),
        phone: latest<string | null>(sql`coalesce(${purchases.phoneNumber}, ${users.phone})`),
        cards: sql<number>`sum(${purchases.quantidade})::int`.mapWith(Number),
        total: sql<number>`sum(${purchases.total})`.mapWith(Number),
      })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(and(eq(purchases.eventId, eventId), eq(purchases.status, 'aprovado')))
      .groupBy(purchases.userId);
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }
}
