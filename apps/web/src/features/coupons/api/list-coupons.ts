import type { Coupon } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponTexts } from '../coupon-texts';

export const couponsKey = ['coupons'] as const;

export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api.get<Coupon[]>('/cupons', undefined, signal),
    meta: { errorMessage: couponTexts.loadFailed },
  });
}
