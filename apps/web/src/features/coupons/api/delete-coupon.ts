import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { couponTexts } from '../coupon-texts';
import { couponsKey } from './list-coupons';

/** Refused with 409 (the server's reason is shown) once the coupon was used in a purchase. */
export function deleteCoupon(id: number) {
  return apiClient.DELETE('/api/cupons/{id}', { params: { path: { id } } });
}

export function useDeleteCoupon() {
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: ({ message }) => notifySuccess(message),
    meta: { invalidates: [couponsKey], errorMessage: couponTexts.deleteFailed },
  });
}
