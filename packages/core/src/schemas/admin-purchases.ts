import { z } from 'zod';
import { msg } from '../messages';
import { PAYMENT_KINDS, PURCHASE_STATUSES } from '../purchases';
import { idInput, idParam, intInput, queryBool } from './common';

/** GET /admin/purchases answers 50 purchases a page. */
export const ADMIN_PURCHASES_PAGE_SIZE = 50;

/**
 * What made a purchase's status or review flag change: the checkout itself (the purchase opened,
 * a card paid at once, an order the provider never made), a webhook delivery, the result pages
 * asking the provider, an admin's "Verificar pagamento", the expiry sweep, or migration 0005 for
 * purchases older than the history.
 */
export const PURCHASE_CHANGE_SOURCES = ['checkout', 'webhook', 'reconcile', 'verify', 'expiry', 'migration'] as const;
export type PurchaseChangeSource = (typeof PURCHASE_CHANGE_SOURCES)[number];

export const purchaseChangeSourceLabels: Record<PurchaseChangeSource, string> = {
  checkout: 'Compra (checkout)',
  webhook: 'Notificação do provedor (webhook)',
  reconcile: 'Consulta ao provedor (página de pagamento)',
  verify: 'Verificar pagamento (administrador)',
  expiry: 'Prazo de pagamento expirado',
  migration: 'Registrada antes do histórico',
};

const optionalId = idInput('Evento inválido.').optional();

/**
 * One box finds a purchase by the buyer's name, e-mail or CPF (with or without its mask), by the
 * provider's order id, or by our own number (42, #42 or compra-42).
 */
export const adminPurchaseQuery = z.object({
  search: z.string().trim().max(120, msg.tooLong(120)).optional(),
  status: z.enum(PURCHASE_STATUSES).optional(),
  event_id: optionalId,
  /** true: only purchases held for review (paid, but not the amount or currency of the total). */
  review: queryBool.optional(),
  page: intInput(1, 1_000_000).default(1),
});
export type AdminPurchaseQuery = z.infer<typeof adminPurchaseQuery>;

export const adminPurchaseSchema = z.object({
  id: z.number().int(),
  /** Our order code at the provider (compra-N). */
  code: z.string(),
  payment_id: z.string().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  user_id: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  buyer_phone: z.string().nullable(),
  buyer_cpf: z.string().nullable(),
  status: z.enum(PURCHASE_STATUSES),
  provider_status: z.string().nullable(),
  /** Set while the purchase is held: paid, but not what it costs. */
  review_reason: z.string().nullable(),
  payment_method: z.enum(PAYMENT_KINDS),
  quantidade: z.number().int(),
  gross: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon_code: z.string().nullable(),
  affiliate_code: z.string().nullable(),
  affiliate_name: z.string().nullable(),
  cards_issued: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

export const adminPurchaseList = z.object({ data: z.array(adminPurchaseSchema), total: z.number().int() });
export type AdminPurchaseList = z.infer<typeof adminPurchaseList>;

export const purchaseStatusChangeSchema = z.object({
  id: z.number().int(),
  /** null: the purchase was opened. */
  from_status: z.enum(PURCHASE_STATUSES).nullable(),
  to_status: z.enum(PURCHASE_STATUSES),
  provider_status: z.string().nullable(),
  source: z.enum(PURCHASE_CHANGE_SOURCES),
  hook_id: z.string().nullable(),
  review_reason: z.string().nullable(),
  at: z.string(),
});
export type PurchaseStatusChange = z.infer<typeof purchaseStatusChangeSchema>;

export const adminPurchaseDetail = adminPurchaseSchema.extend({
  expires_at: z.string().nullable(),
  history: z.array(purchaseStatusChangeSchema),
});
export type AdminPurchaseDetail = z.infer<typeof adminPurchaseDetail>;

export const adminPurchaseParam = idParam;

/** POST /admin/purchases/{id}/verify: what asking the provider did, and the purchase afterwards. */
export const purchaseVerifyReply = z.object({
  outcome: z.enum(['processed', 'unchanged', 'stale', 'review']),
  message: z.string(),
  purchase: adminPurchaseDetail,
});
export type PurchaseVerifyReply = z.infer<typeof purchaseVerifyReply>;

/** GET /events/{id}/buyers, the treasurer's list: one line per buyer of the event's approved purchases. */
export const purchaseBuyer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cards: z.number().int(),
  total: z.number(),
});
export const purchaseBuyersReply = z.array(purchaseBuyer);
export type PurchaseBuyer = z.infer<typeof purchaseBuyer>;

export const adminPurchaseMessages = {
  noOrder: 'Esta compra não chegou a ter um pedido no provedor de pagamento: não há o que verificar.',
  verifiedChanged: (status: string) => `Pagamento verificado: situação atualizada para ${status}.`,
  verifiedSame: (status: string) => `Pagamento verificado: nada mudou, a situação continua ${status}.`,
  verifiedReview: 'Pagamento verificado: o valor pago difere do total, a compra ficou em revisão.',
} as const;
