import { z } from 'zod';
import { idInput, intInput, numberInput } from './common';
import { COUPON_TYPES, couponMessages, MAX_CARDS_PER_PURCHASE, PURCHASE_STATUSES } from '../purchases';

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

/**
 * A coupon in the admin list (GET /cupons): the coupon and how it was used, additive to the
 * spec's shape. `usos_aprovados` counts approved purchases with it; `usos_pendentes` the pending
 * ones still holding a use (for COUPON_HOLD_MINUTES at most); `usos_excedentes` the approved ones
 * paid after their use went back and found none left (approved at the price paid, beyond the
 * quantity). `quantidade` stays what it is, the uses left.
 */
export const couponListItemSchema = couponSchema.extend({
  usos_aprovados: z.number().int(),
  usos_pendentes: z.number().int(),
  usos_excedentes: z.number().int(),
});
export type CouponListItem = z.infer<typeof couponListItemSchema>;

/** A purchase that used a coupon, as its detail lists it (GET /cupons/{id}/compras). */
export const couponPurchaseSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  quantidade: z.number().int(),
  total: z.number(),
  desconto: z.number(),
  /** Approved beyond the coupon's quantity (its use had gone back and none was left when paid). */
  uso_excedente: z.boolean(),
  createdAt: z.string(),
});
export type CouponPurchase = z.infer<typeof couponPurchaseSchema>;

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
    valor: numberInput(
      z
        .number({ message: couponMessages.valueInvalid })
        .min(1, couponMessages.valueMin)
        .max(1_000_000, couponMessages.valueMax)
        .transform((n) => Math.round(n * 100) / 100),
    ),
    quantidade: numberInput(
      z
        .number({ message: couponMessages.quantityMin })
        .int(couponMessages.quantityMin)
        .min(1, couponMessages.quantityMin)
        .max(1_000_000, couponMessages.quantityMax),
    ),
    ativo: z.boolean().default(true),
  })
  .refine((c) => c.tipo !== 'percentual' || c.valor <= 100, { path: ['valor'], message: couponMessages.percentMax });
export type CouponBody = z.input<typeof couponBody>;
export type CouponInput = z.output<typeof couponBody>;

/** PATCH /cupons/{id}/ativar: sets `ativo`, or toggles it when the body leaves it out. */
export const couponToggleBody = z.object({ ativo: z.boolean().optional() }).nullish();

export const couponValidateQuery = z.object({
  codigo: couponCode,
  quantidade: intInput(1, MAX_CARDS_PER_PURCHASE).default(1),
  /** The event chosen on /comprar; absent, the active event. */
  event_id: idInput('Evento inválido.').optional(),
});

/** The coupon with what it takes off this purchase of the chosen (else the active) event. */
export const couponQuoteSchema = couponSchema.extend({
  desconto: z.number(),
  subtotal: z.number(),
  total: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
