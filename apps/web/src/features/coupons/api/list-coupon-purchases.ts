import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { couponsKey } from './list-coupons';

/** Under the coupons key: whatever refreshes the list (a delete, an edit) refreshes this too. */
export const couponPurchasesKey = (id: number) => [...couponsKey, id, 'purchases'] as const;

/** GET /cupons/{id}/compras: the purchases that used the coupon, newest first. */
export function useCouponPurchases(id: number) {
  return useQuery({
    queryKey: couponPurchasesKey(id),
    queryFn: ({ signal }) => apiClient.GET('/api/cupons/{id}/compras', { params: { path: { id } }, signal }),
    // A purchase paid a moment ago must show when the dialog opens.
    staleTime: 0,
    // The dialog shows the failure itself, with a retry button.
    meta: { silent: true },
  });
}
