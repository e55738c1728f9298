import { z } from 'zod';
import { COUPON_TYPES, couponMessages, MAX_CARDS_PER_PURCHASE } from '../purchases';

export const couponSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  tipo: z.enum(COUPON_TYPES),
  valor: z.number(),
  /** Uses left. */
  quantidade: z.number().int(),
  ativo: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Codes are kept upper-case: 'natal10' and 'NATAL10' are the same coupon. */
export const couponCode = z
  .string({ message: couponMessages.codeRequired })
  .trim()
  .min(1, couponMessages.codeRequired)
  .max(40, couponMessages.codeInvalid)
  .transform((v) => v.toUpperCase());

export const couponBody = z
  .object({
    codigo: couponCode.pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, couponMessages.codeInvalid)),
    tipo: z.enum(COUPON_TYPES, { message: couponMessages.typeInvalid }),
    valor: z.coerce
      .number({ message: couponMessages.valueInvalid })
      .min(1, couponMessages.valueMin)
      .max(1_000_000, couponMessages.valueMax)
      .transform((n) => Math.round(n * 100) / 100),
    quantidade: z.coerce
      .number({ message: couponMessages.quantityMin })
      .int(couponMessages.quantityMin)
      .min(1, couponMessages.quantityMin)
      .max(1_000_000, couponMessages.quantityMax),
    ativo: z.boolean().default(true),
  })
  .refine((c) => c.tipo !== 'percentual' || c.valor <= 100, { path: ['valor'], message: couponMessages.percentMax });
export type CouponBody = z.input<typeof couponBody>;
export type CouponInput = z.output<typeof couponBody>;

/** PATCH /cupons/{id}/ativar: sets `ativo`, or toggles it when the body leaves it out. */
export const couponToggleBody = z.object({ ativo: z.boolean().optional() }).nullish();

export const couponValidateQuery = z.object({
  codigo: couponCode,
  quantidade: z.coerce.number().int().min(1).max(MAX_CARDS_PER_PURCHASE).default(1),
});

/** The coupon with what it takes off this purchase of the active event. */
export const couponQuoteSchema = couponSchema.extend({
  desconto: z.number(),
  subtotal: z.number(),
  total: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
