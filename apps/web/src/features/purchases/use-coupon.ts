import { type CouponQuote, couponMessages } from '@bingo/core';
import { errorText } from '../../lib/api-error';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCouponQuote } from './api/validate-coupon';
import { purchaseTexts } from './purchase-texts';

export type CouponState =
  { kind: 'none' } | { kind: 'checking' } | { kind: 'valid'; quote: CouponQuote } | { kind: 'invalid'; message: string };

const TYPING_PAUSE_MS = 500;

/**
 * The coupon typed on /comprar, checked with the server once the buyer pauses. The purchase may
 * go ahead only with no coupon or a valid one: an unknown code is never silently dropped.
 */
export function useCoupon(typed: string, quantidade: number, eventId: number): CouponState {
  const code = typed.trim().toUpperCase();
  const settledCode = useDebouncedValue(code, TYPING_PAUSE_MS);
  const settledQuantity = useDebouncedValue(quantidade, TYPING_PAUSE_MS);
  const quote = useCouponQuote(settledCode, settledQuantity, eventId);

  if (!code) return { kind: 'none' };
  if (code !== settledCode) return { kind: 'checking' };
  // Shorter than any code the organisers can create.
  if (code.length < 3) return { kind: 'invalid', message: couponMessages.notFound };
  if (quote.data && quote.data.codigo === code) return { kind: 'valid', quote: quote.data };
  if (quote.isError && !quote.isFetching) return { kind: 'invalid', message: errorText(quote.error, purchaseTexts.couponFailed) };
  return { kind: 'checking' };
}
