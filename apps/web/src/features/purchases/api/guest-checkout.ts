import { apiClient, type BodyOf } from '../../../lib/api/client';
import { errorText } from '../../../lib/api-error';
import { purchaseTexts } from '../purchase-texts';

export type GuestCheckoutBody = BodyOf<'/api/guest/checkout-init', 'post'>;

/** POST /guest/checkout-init: creates the buyer's account and answers its session. */
export function guestCheckout(body: GuestCheckoutBody) {
  return apiClient.POST('/api/guest/checkout-init', { body });
}

/**
 * Spec §8: an error that speaks of an e-mail already 'cadastrado' means the buyer has an account
 * and must sign in; any other failure shows the server's text or the generic one.
 */
export function guestCheckoutMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes('email') && text.includes('cadastrado')) return purchaseTexts.guestEmailTaken;
  return errorText(error, purchaseTexts.guestFailed);
}
