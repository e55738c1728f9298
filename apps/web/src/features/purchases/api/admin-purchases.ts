import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryOf, type ResponseOf } from '../../../lib/api/client';
import { adminPurchaseTexts } from '../admin-purchase-texts';

/** Every query of the Compras screen starts with this key: one invalidation refreshes them all. */
export const adminPurchasesKey = ['admin', 'purchases'] as const;

export type AdminPurchasePage = ResponseOf<'/api/admin/purchases', 'get'>;
export type AdminPurchaseRow = AdminPurchasePage['data'][number];
export type AdminPurchaseListQuery = QueryOf<'/api/admin/purchases', 'get'>;

export function listAdminPurchases(query: AdminPurchaseListQuery, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/purchases', { params: { query }, signal });
}

export function useAdminPurchases(query: AdminPurchaseListQuery) {
  return useQuery({
    queryKey: [...adminPurchasesKey, 'list', query],
    queryFn: ({ signal }) => listAdminPurchases(query, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: adminPurchaseTexts.loadFailed },
  });
}
