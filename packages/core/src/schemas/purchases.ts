import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { onlyDigits } from '../format';
import { msg } from '../messages';
import { MAX_CARDS_PER_PURCHASE, PAYMENT_KINDS, PURCHASE_STATUSES, purchaseMessages } from '../purchases';
import { email, hasHiddenCharacters, isInvisibleOnly, text } from './common';

/** A CPF typed with or without its mask: 11 digits with valid check digits; answers the digits. */
export const cpf = z
  .string({ message: msg.cpfInvalid })
  .transform(onlyDigits)
  .pipe(z.string().length(11, msg.cpfInvalid).refine((d) => isValidCpf(d), purchaseMessages.cpfCheckDigits));

export const guestCheckoutBody = z.object({ name: text(120), email, cpf });

const loose = z.union([z.string(), z.number()]);
/**
 * The web sends metadata values as strings or numbers; blanks count as absent. full_name is
 * printed on the cards, so the free-text rules of text() hold here too.
 */
const metaText = (max: number) =>
  loose
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined))
    .pipe(
      z
        .string()
        .max(max, msg.tooLong(max))
        .refine((v) => !hasHiddenCharacters(v) && !isInvisibleOnly(v), msg.hiddenCharacters)
        .optional(),
    );

const mobilePhone = z.object({ country_code: loose.optional(), area_code: loose, number: loose });

const checkoutFields = {
  customer: z.object({
    name: text(120),
    email,
    type: z.enum(['individual']).default('individual'),
    document: cpf,
    phones: z.object({ mobile_phone: mobilePhone.optional() }).optional(),
  }),
  metadata: z
    .object({
      user_id: metaText(20),
      quantidade: metaText(10),
      full_name: metaText(120),
      email_contact: metaText(254),
      phone_number: metaText(20),
      affiliate_code: metaText(32),
    })
    .default({}),
  quantidade: z
    .number({ message: purchaseMessages.quantityMin })
    .int(purchaseMessages.quantityMin)
    .min(1, purchaseMessages.quantityMin)
    .max(MAX_CARDS_PER_PURCHASE, purchaseMessages.quantityMax),
  cupom: metaText(40),
};

const requirePhone = (body: Parameters<typeof buyerPhone>[0], ctx: z.RefinementCtx) => {
  if (!buyerPhone(body)) ctx.addIssue({ code: 'custom', path: ['metadata', 'phone_number'], message: purchaseMessages.phoneInvalid });
};

/**
 * POST /pagarme/payment-link and /pix: the spec's payload. `user_id` is ignored (the buyer is the
 * signed-in user); `cupom` is the optional coupon code.
 */
export const checkoutBody = z.object(checkoutFields).superRefine(requirePhone);
export type CheckoutBody = z.input<typeof checkoutBody>;
export type CheckoutInput = z.output<typeof checkoutBody>;

/** The buyer's phone as digits with area code (10 or 11 digits), from the metadata or the customer's mobile phone. */
export function buyerPhone(body: {
  metadata?: { phone_number?: string | undefined } | undefined;
  customer: { phones?: { mobile_phone?: { area_code: string | number; number: string | number } | undefined } | undefined };
}): string | null {
  const mobile = body.customer.phones?.mobile_phone;
  const typed = onlyDigits(body.metadata?.phone_number ?? (mobile ? `${mobile.area_code}${mobile.number}` : ''));
  const national = typed.length > 11 && typed.startsWith('55') ? typed.slice(2) : typed;
  return /^[1-9]{2}\d{8,9}$/.test(national) ? national : null;
}

/** POST /pagarme/credit: the same, plus the provider's card token (card data never reaches us). */
export const creditBody = z
  .object({ ...checkoutFields, card_token: z.string({ message: purchaseMessages.cardTokenRequired }).trim().min(1, purchaseMessages.cardTokenRequired).max(200) })
  .superRefine(requirePhone);

const orderReply = z.object({
  /** The provider's order id (or_…): GET /pagarme/payment/status/{id} takes it. */
  id: z.string(),
  /** Our reference for the order (compra-N), also accepted by the status call. */
  code: z.string(),
  /** The provider's order status. */
  status: z.string(),
  purchase_id: z.number().int(),
  purchase_status: z.enum(PURCHASE_STATUSES),
  total: z.number(),
});

export const paymentLinkReply = orderReply.extend({
  checkout_url: z.string(),
  url: z.string(),
  checkouts: z.array(z.object({ id: z.string(), payment_url: z.string(), status: z.string().optional(), expires_at: z.string().nullish() })),
});
export type PaymentLinkReply = z.infer<typeof paymentLinkReply>;

export const pixReply = orderReply.extend({ qr_code: z.string(), qr_code_url: z.string(), expires_at: z.string() });
export type PixReply = z.infer<typeof pixReply>;
export const creditReply = orderReply;

export const paymentStatusParam = z.object({ id: z.string().trim().min(1).max(64) });
export const paymentStatusReply = z.object({
  id: z.string().nullable(),
  code: z.string(),
  purchase_id: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  provider_status: z.string().nullable(),
  quantidade: z.number().int(),
  /** Cards issued so far; the result pages wait until it reaches `quantidade`. */
  cards_count: z.number().int(),
  cards_ready: z.boolean(),
  total: z.number(),
  /**
   * Shown to admins only: why a paid purchase was held (the provider's paid amount or currency
   * differs from the total), so no cards were issued. Null when nothing is held.
   */
  review_reason: z.string().nullable().optional(),
});
export type PurchasePaymentStatus = z.infer<typeof paymentStatusReply>;

/** GET /sales/mine: spec §3 Purchase, with the event and the money. */
export const myPurchaseSchema = z.object({
  id: z.number().int(),
  quantidade: z.number().int(),
  createdAt: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  payment_id: z.string().nullable(),
  payment_method: z.enum(PAYMENT_KINDS),
  event_id: z.number().int(),
  event_name: z.string(),
  unit_price: z.number(),
  discount: z.number(),
  total: z.number(),
  cards: z.array(z.object({ id: z.number().int(), numbers: z.array(z.number().int()) })),
});
export type MyPurchase = z.infer<typeof myPurchaseSchema>;

/** A provider webhook delivery (its `data` is the order or charge, read again from the provider anyway). */
export const providerWebhookBody = z.looseObject({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
  created_at: z.string().max(40).optional(),
  data: z.record(z.string(), z.unknown()),
});
export const providerWebhookQuery = z.object({ token: z.string().max(200).optional() });
export const providerWebhookReply = z.object({
  received: z.boolean(),
  /** `review`: paid, but not the amount or currency of the purchase; held for an admin, no cards. */
  outcome: z.enum(['processed', 'unchanged', 'stale', 'duplicate', 'unknown', 'ignored', 'review']),
});
