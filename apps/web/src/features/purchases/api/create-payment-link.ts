import { apiClient, type BodyOf, type ResponseOf } from '../../../lib/api/client';

export type PaymentLinkReply = ResponseOf<'/api/pagarme/payment-link', 'post'>;
/** The parts of the reply that may carry the hosted checkout's address (the provider's shape varies). */
type PaymentUrlParts = { checkouts?: { payment_url?: string | null }[] | null; checkout_url?: string | null; url?: string | null };

/** POST /pagarme/payment-link: the purchase and its hosted checkout (spec §7). */
export function createPaymentLink(body: BodyOf<'/api/pagarme/payment-link', 'post'>) {
  return apiClient.POST('/api/pagarme/payment-link', { body });
}

/** Spec §7: checkouts[0].payment_url, or checkout_url, or url; null when none came. */
export function paymentUrlOf(reply: PaymentUrlParts | null | undefined): string | null {
  return reply?.checkouts?.[0]?.payment_url || reply?.checkout_url || reply?.url || null;
}
