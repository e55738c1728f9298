import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import type { CouponRequest } from '../coupon-form';
import { couponTexts } from '../coupon-texts';
import { couponsKey } from './list-coupons';

export function updateCoupon({ id, body }: { id: number; body: CouponRequest }) {
  return apiClient.PUT('/api/cupons/{id}', { params: { path: { id } }, body });
}

export function useUpdateCoupon() {
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => notifySuccess(couponTexts.updated),
    meta: { invalidates: [couponsKey], errorMessage: couponTexts.saveFailed },
  });
}
