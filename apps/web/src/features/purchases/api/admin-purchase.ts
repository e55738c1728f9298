import { useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import { adminPurchasesKey } from './admin-purchases';

export type AdminPurchaseDetail = ResponseOf<'/api/admin/purchases/{id}', 'get'>;
export type PurchaseHistoryEntry = AdminPurchaseDetail['history'][number];

export const adminPurchaseKey = (id: number) => [...adminPurchasesKey, 'detail', id] as const;

export function getAdminPurchase(id: number, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/purchases/{id}', { params: { path: { id } }, signal });
}

/** One purchase with its status history (the detail dialog). */
export function useAdminPurchase(id: number) {
  return useQuery({
    queryKey: adminPurchaseKey(id),
    queryFn: ({ signal }) => getAdminPurchase(id, signal),
    meta: { errorMessage: adminPurchaseTexts.detailFailed },
  });
}
