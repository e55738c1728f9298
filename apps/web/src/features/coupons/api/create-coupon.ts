import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import type { CouponRequest } from '../coupon-form';
import { couponTexts } from '../coupon-texts';
import { couponsKey } from './list-coupons';

export function createCoupon(body: CouponRequest) {
  return apiClient.POST('/api/cupons', { body });
}

export function useCreateCoupon() {
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => notifySuccess(couponTexts.created),
    meta: { invalidates: [couponsKey], errorMessage: couponTexts.saveFailed },
  });
}
