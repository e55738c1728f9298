// The function's own entry: the package's root module loads every table it has (NCM, CFOP, the
// municipalities: ~4 MB of the server's V8 heap; docs/decisions/020).
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { onlyDigits } from '../format';
import { msg } from '../messages';
import { MAX_CARDS_PER_PURCHASE, PAYMENT_KINDS, PROVIDER_CUSTOMER_MAX, PURCHASE_STATUSES, purchaseMessages } from '../purchases';
import { hasHiddenCharacters, isInvisibleOnly, text } from './common';

/** A CPF typed with or without its mask: 11 digits with valid check digits; answers the digits. */
export const cpf = z
  .string({ message: msg.cpfInvalid })
  .transform(onlyDigits)
  .pipe(
    z
      .string()
      .length(11, msg.cpfInvalid)
      .refine((d) => isValidCpf(d), purchaseMessages.cpfCheckDigits),
  );

/**
 * The buyer's name and e-mail as the payment provider takes them (at most 64 characters each,
 * PROVIDER_CUSTOMER_MAX): refused with 'Use no máximo 64 caracteres.' on the form and by the API,
 * never cut, since a cut e-mail would be someone else's address.
 */
export const customerName = text(PROVIDER_CUSTOMER_MAX);
export const customerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(PROVIDER_CUSTOMER_MAX, msg.tooLong(PROVIDER_CUSTOMER_MAX))
  .pipe(z.email(msg.invalidEmail));

/** The guest's account becomes the buyer of the purchase that follows: the provider's limits hold. */
export const guestCheckoutBody = z.object({ name: customerName, email: customerEmail, cpf });

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
    name: customerName,
    email: customerEmail,
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
  /** The event whose cards are bought; absent, the active event (decisions.md §13, several events open). */
  event_id: z
    .number({ message: purchaseMessages.eventInvalid })
    .int(purchaseMessages.eventInvalid)
    .positive(purchaseMessages.eventInvalid)
    .optional(),
  /**
   * The version of the event's regulamento the buyer read and accepted; required (the latest)
   * when the event has one (decisions.md §15), kept on the purchase.
   */
  regulamento_version: z
    .number({ message: purchaseMessages.regulamentoVersionInvalid })
    .int(purchaseMessages.regulamentoVersionInvalid)
    .positive(purchaseMessages.regulamentoVersionInvalid)
    .max(1_000_000, purchaseMessages.regulamentoVersionInvalid)
    .optional(),
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

const BR_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/**
 * The card's billing address, in the provider's shape. A card token does not carry it, and the
 * provider's card payments require one (docs/reference/pagarme-v5.md, "Limits ... found later").
 */
export const billingAddress = z.object({
  /** Street, number and neighbourhood, as the provider's line_1. */
  line_1: text(256),
  line_2: text(128).optional(),
  zip_code: z
    .string({ message: purchaseMessages.zipInvalid })
    .transform(onlyDigits)
    .pipe(z.string().regex(/^\d{8}$/, purchaseMessages.zipInvalid)),
  city: text(64),
  state: z.string({ message: purchaseMessages.stateInvalid }).trim().toUpperCase().pipe(z.enum(BR_STATES, purchaseMessages.stateInvalid)),
  country: z.literal('BR').default('BR'),
});
export type BillingAddress = z.output<typeof billingAddress>;

/**
 * POST /pagarme/credit: the same, plus the provider's card token (card data never reaches us) and
 * the card's billing address.
 */
export const creditBody = z
  .object({
    ...checkoutFields,
    card_token: z.string({ message: purchaseMessages.cardTokenRequired }).trim().min(1, purchaseMessages.cardTokenRequired).max(200),
    billing_address: billingAddress,
  })
  .superRefine(requirePhone);
export type CreditInput = z.output<typeof creditBody>;

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
  checkouts: z.array(
    z.object({ id: z.string(), payment_url: z.string(), status: z.string().optional(), expires_at: z.string().nullish() }),
  ),
});
export type PaymentLinkReply = z.infer<typeof paymentLinkReply>;

export const pixReply = orderReply.extend({
  /** The PIX copy-and-paste code (EMV). */
  qr_code: z.string(),
  /**
   * The QR code image as a data: URL (PNG) that we render from qr_code, never the provider's own
   * image address: the page's CSP allows images from our origin and data: URLs only. Null when
   * the code is too long to fit a QR code: the buyer then copies and pastes it.
   */
  qr_code_url: z.string().nullable(),
  expires_at: z.string(),
});
export type PixReply = z.infer<typeof pixReply>;
export const creditReply = orderReply;

export const paymentStatusParam = z.object({ id: z.string().trim().min(1).max(64) });
export const paymentStatusReply = z.object({
  id: z.string().nullable(),
  code: z.string(),
  purchase_id: z.number().int(),
  /** The event bought for: the success page offers to share its link. */
  event_id: z.number().int(),
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
/** /pagarme/webhook/{token}: the same token as a path segment, for dashboards that refuse a query string. */
export const providerWebhookParams = z.object({ token: z.string().max(200) });
export const providerWebhookReply = z.object({
  received: z.boolean(),
  /** `review`: paid, but not the amount or currency of the purchase; held for an admin, no cards. */
  outcome: z.enum(['processed', 'unchanged', 'stale', 'duplicate', 'unknown', 'ignored', 'review']),
});
