import type { CheckoutBody } from '@bingo/core';
import { api } from '../../../lib/api-client';

/** The parts of the provider's order shape that may carry the hosted checkout's address. */
export interface PaymentLinkReply {
  checkouts?: { payment_url?: string | null }[] | null;
  checkout_url?: string | null;
  url?: string | null;
}

/** POST /pagarme/payment-link: the purchase and its hosted checkout (spec §7). */
export function createPaymentLink(body: CheckoutBody): Promise<PaymentLinkReply> {
  return api.post<PaymentLinkReply>('/pagarme/payment-link', body);
}

/** Spec §7: checkouts[0].payment_url, or checkout_url, or url; null when none came. */
export function paymentUrlOf(reply: PaymentLinkReply | null | undefined): string | null {
  return reply?.checkouts?.[0]?.payment_url || reply?.checkout_url || reply?.url || null;
}
