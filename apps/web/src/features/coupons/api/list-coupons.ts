import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { couponTexts } from '../coupon-texts';

export const couponsKey = ['coupons'] as const;

export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => apiClient.GET('/api/cupons', { signal }),
    meta: { errorMessage: couponTexts.loadFailed },
  });
}
