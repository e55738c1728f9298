import { z } from 'zod';

export const COUPON_TYPES = ['percentual', 'fixo'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Most cards one purchase may take (the provider's order stays readable, the buyer's PDF small). */
export const MAX_CARDS_PER_PURCHASE = 100;
/** No purchase is ever charged less than R$ 1,00, whatever the coupon (decisions.md §6). */
export const MIN_TOTAL_CENTS = 100;

export const couponMessages = {
  notFound: 'Cupom não encontrado.',
  inactive: 'Este cupom está inativo.',
  usedUp: 'Este cupom já foi totalmente utilizado.',
  duplicate: 'Já existe um cupom com este código.',
  inUse: 'Este cupom já foi usado em compras. Desative-o em vez de excluir.',
  deleted: 'Cupom excluído',
  codeRequired: 'Informe o código do cupom.',
  codeInvalid: 'Código inválido. Use de 3 a 40 letras, números, hífen ou sublinhado.',
  typeInvalid: 'Tipo de cupom inválido. Use percentual ou fixo.',
  valueInvalid: 'Informe um valor numérico.',
  valueMin: 'O valor deve ser pelo menos 1.',
  valueMax: 'Valor alto demais.',
  percentMax: 'O percentual não pode passar de 100.',
  quantityMin: 'A quantidade deve ser pelo menos 1.',
  quantityMax: 'Quantidade alta demais.',
} as const;

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
    quantidade: z.coerce.number({ message: couponMessages.quantityMin }).int(couponMessages.quantityMin).min(1, couponMessages.quantityMin).max(1_000_000, couponMessages.quantityMax),
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

export interface OrderPrice {
  unitCents: number;
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * The price of `quantidade` cards in centavos (integers: no float drift in money). A percentual
 * coupon takes `valor` % off, a fixo one `valor` reais off the total; the discount stops where the
 * total would go below R$ 1,00.
 */
export function priceOrder(unitPrice: number, quantidade: number, coupon?: { tipo: CouponType; valor: number } | null): OrderPrice {
  const unitCents = Math.round(unitPrice * 100);
  const grossCents = unitCents * quantidade;
  let discountCents = 0;
  if (coupon) {
    const raw = coupon.tipo === 'percentual' ? Math.round((grossCents * coupon.valor) / 100) : Math.round(coupon.valor * 100);
    discountCents = Math.max(0, Math.min(raw, grossCents - MIN_TOTAL_CENTS));
  }
  return { unitCents, grossCents, discountCents, totalCents: grossCents - discountCents };
}
