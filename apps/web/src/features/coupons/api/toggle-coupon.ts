import type { CouponListItem } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { couponTexts } from '../coupon-texts';
import { couponsKey } from './list-coupons';

/** PATCH /cupons/{id}/ativar with the wanted state (not a blind toggle: a double click stays put). */
export function setCouponActive({ id, ativo }: { id: number; ativo: boolean }) {
  return apiClient.PATCH('/api/cupons/{id}/ativar', { params: { path: { id } }, body: { ativo } });
}

export function useToggleCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSuccess: (coupon) => {
      notifySuccess(coupon.ativo ? couponTexts.activated : couponTexts.deactivated);
      // The answer is the coupon alone: its counted uses stay those of the list.
      queryClient.setQueryData<CouponListItem[]>(couponsKey, (list) => list?.map((c) => (c.id === coupon.id ? { ...c, ...coupon } : c)));
    },
    meta: { errorMessage: couponTexts.toggleFailed },
  });
}
