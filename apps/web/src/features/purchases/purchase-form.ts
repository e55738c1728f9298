import { type CheckoutBody, formatCpf, formatPhone, MAX_CARDS_PER_PURCHASE, PROVIDER_CUSTOMER_MAX, type User } from '@bingo/core';
import type { CheckoutData } from './checkout-data';
import type { PurchaseFormValues, PurchaseOrder } from './purchase-schema';

export type { PurchaseFormValues, PurchaseOrder };

/**
 * What the buyer pays for: the form's order for one event on sale (the chosen or the active one),
 * with the version of its regulamento the buyer accepted when it has one (decisions.md §15).
 */
export type CheckoutOrder = PurchaseOrder & { event_id: number; regulamento_version?: number };

// The form's values and payload, without zod: its schema (purchase-schema.ts) downloads once the
// form is on screen, through a lazy resolver (lib/lazy-resolver.ts).

/** A quantity from the address (/comprar?quantidade=2, e.g. from a shared link), else 1. */
export function quantityFrom(search: string): number {
  const n = Number(new URLSearchParams(search).get('quantidade'));
  return Number.isInteger(n) && n >= 1 && n <= MAX_CARDS_PER_PURCHASE ? n : 1;
}

/**
 * A name for the form, within the payment provider's 64 characters: an account name may be up to
 * 120, so a longer one is cut at the last whole word that fits (the buyer sees it and may edit it).
 * An e-mail is never cut (a cut address is someone else's): the form refuses it with its message.
 */
export function fitName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= PROVIDER_CUSTOMER_MAX) return trimmed;
  const cut = trimmed.slice(0, PROVIDER_CUSTOMER_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, PROVIDER_CUSTOMER_MAX)).trim();
}

/** What the buyer typed last time wins over the account: it is what they paid with before. */
export function initialPurchaseValues(user: User | null, saved: CheckoutData | null, quantidade = 1): PurchaseFormValues {
  return {
    name: fitName(saved?.full_name || user?.name || ''),
    email: user?.email ?? '',
    cpf: formatCpf(saved?.document_number || user?.document || ''),
    phone: formatPhone(saved?.phone_number || user?.phone || ''),
    quantidade,
    cupom: '',
    payment: 'checkout',
  };
}

/** The spec's payload (§7): customer with CPF and mobile phone 55 + area code, metadata as strings. */
export function checkoutRequest(order: CheckoutOrder, userId: number, affiliateCode: string | null): CheckoutBody {
  return {
    customer: {
      name: order.name,
      email: order.email,
      type: 'individual',
      document: order.cpf,
      phones: { mobile_phone: { country_code: '55', area_code: order.phone.slice(0, 2), number: order.phone.slice(2) } },
    },
    metadata: {
      user_id: String(userId),
      quantidade: String(order.quantidade),
      full_name: order.name,
      email_contact: order.email,
      phone_number: order.phone,
      affiliate_code: affiliateCode ?? undefined,
    },
    quantidade: order.quantidade,
    cupom: order.cupom || undefined,
    event_id: order.event_id,
    ...(order.regulamento_version === undefined ? {} : { regulamento_version: order.regulamento_version }),
  };
}

/** The last attempt's order back into the form, when the page was remounted mid-purchase. */
export function valuesFromOrder(order: PurchaseOrder): PurchaseFormValues {
  return { ...order, cpf: formatCpf(order.cpf), phone: formatPhone(order.phone) };
}

/** The quantity being typed, for the price shown beside it (the field reports the error itself). */
export function typedQuantity(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_CARDS_PER_PURCHASE) : 1;
}
