import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** Shorter than any valid code (3 characters): nothing to ask the server yet. */
const MIN_CODE = 3;

/**
 * GET /cupons/validar?codigo=&quantidade=&event_id=: the coupon and what it takes off this purchase
 * of that event. The
 * caller passes settled (debounced) values, so typing asks once per pause, not per key.
 */
export function useCouponQuote(code: string, quantidade: number, eventId: number) {
  const codigo = code.trim().toUpperCase();
  return useQuery({
    queryKey: ['purchases', 'coupon', codigo, quantidade, eventId] as const,
    queryFn: ({ signal }) => apiClient.GET('/api/cupons/validar', { params: { query: { codigo, quantidade, event_id: eventId } }, signal }),
    enabled: codigo.length >= MIN_CODE,
    // A new quantity keeps showing the coupon while its new discount is asked.
    placeholderData: keepPreviousData,
    // The form shows the server's reason beside the field; a toast would repeat it.
    meta: { silent: true },
  });
}
