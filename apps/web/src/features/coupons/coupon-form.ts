import { type Coupon, couponBody, type CouponInput, formatMoney } from '@bingo/core';
import type { z } from 'zod';

/** Core's couponBody: value and quantity at least 1, a percentage at most 100 (spec §5). */
export const couponFormSchema = couponBody;
export type CouponFormValues = z.input<typeof couponBody>;
export type CouponRequest = CouponInput;

export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  return {
    codigo: coupon?.codigo ?? '',
    tipo: coupon?.tipo ?? 'percentual',
    valor: coupon ? coupon.valor : '',
    quantidade: coupon ? String(coupon.quantidade) : '',
    ativo: coupon?.ativo ?? true,
  };
}

/** '10%' or 'R$ 5,00': what a coupon takes off. */
export function couponValue(coupon: Pick<Coupon, 'tipo' | 'valor'>): string {
  return coupon.tipo === 'percentual' ? `${coupon.valor.toLocaleString('pt-BR')}%` : formatMoney(coupon.valor);
}

export const couponTypeLabels: Record<Coupon['tipo'], string> = {
  percentual: 'Percentual',
  fixo: 'Valor fixo',
};
