import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';

/** Every query of the seller's screens starts with this key: a sale or an undo refreshes them all. */
export const sellerKey = ['seller'] as const;

export type SellerOverviewData = ResponseOf<'/api/physical-sales/mine', 'get'>;

export function getSellerOverview(eventId: number | undefined, signal?: AbortSignal) {
  return apiClient.GET('/api/physical-sales/mine', { params: { query: eventId ? { event_id: eventId } : {} }, signal });
}

/** GET /physical-sales/mine: the seller's events, and for one of them their batches, sales and balance. */
export function useSellerOverview(eventId?: number) {
  return useQuery({
    queryKey: [...sellerKey, 'overview', eventId ?? null],
    queryFn: ({ signal }) => getSellerOverview(eventId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}

/**
 * Whether the signed-in user holds a batch (the menu offers Minhas Vendas then). Read once a
 * session, quietly: a failure only leaves the item out.
 */
export function useIsSeller(enabled: boolean) {
  const query = useQuery({
    enabled,
    queryKey: [...sellerKey, 'overview', null],
    queryFn: ({ signal }) => getSellerOverview(undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return Boolean(query.data?.eventos.length);
}
