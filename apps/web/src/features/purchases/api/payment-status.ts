import type { PurchasePaymentStatus } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';

/** The purchase has reached its end: cards issued, or the payment failed or was cancelled. */
export function isSettled(status: PurchasePaymentStatus | undefined): boolean {
  return Boolean(status && (status.cards_ready || status.status === 'falhou' || status.status === 'cancelado'));
}

/**
 * GET /pagarme/payment/status/{id}, polled every `intervalMs` until the purchase is settled. A 404
 * (unknown order, or someone else's) will not change by asking again, so polling stops there.
 */
export function usePaymentStatus(orderId: string | null, intervalMs: number) {
  return useQuery({
    queryKey: ['purchases', 'status', orderId] as const,
    queryFn: ({ signal }) => apiClient.GET('/api/pagarme/payment/status/{id}', { params: { path: { id: orderId ?? '' } }, signal }),
    enabled: Boolean(orderId),
    staleTime: 0,
    refetchInterval: (query) => {
      const { error, data } = query.state;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return isSettled(data) ? false : intervalMs;
    },
    // The result pages say what went wrong in place.
    meta: { silent: true },
  });
}
