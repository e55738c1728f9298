import { z } from 'zod';
import { cardVoidKind } from './card-voids';
import { idInput } from './common';
import { EVENT_STATUSES } from './events';
import { physicalSaleSchema, saleCorrectionSchema } from './physical';
import { sellerFigures } from './reports';

/**
 * A seller on their phone (decisions.md §13): the responsible user of a batch sells its
 * cards, and may undo their own sale for this long; after it only an administrator can.
 */
export const SELLER_UNDO_MINUTES = 10;

export const sellerMessages = {
  notYourCard: 'Esta cartela não é de um lote seu.',
  notYourSale: 'Esta venda não é sua.',
  undoExpired: `Já se passaram ${SELLER_UNDO_MINUTES} minutos desta venda: só um administrador pode desfazê-la agora.`,
  eventFinished: 'Este evento já foi finalizado: as vendas dele não podem mais ser registradas.',
  codeRequired: 'Informe o código de barras ou o número da cartela.',
} as const;

export const sellerEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  status: z.enum(EVENT_STATUSES),
  card_price: z.number(),
});
export type SellerEvent = z.infer<typeof sellerEventSchema>;

/** A card of one of the seller's batches: available, or sold (by whom, when, to whom). */
export const sellerCardSchema = z.object({
  id: z.number().int(),
  barcode: z.string().nullable(),
  batch_id: z.number().int(),
  lote: z.string(),
  event_id: z.number().int(),
  full_name: z.string().nullable(),
  contact: z.string().nullable(),
  /** Voided for good (decisions.md §15): it can no longer be sold. */
  voided: cardVoidKind.nullable(),
  sale: z
    .object({
      id: z.number().int(),
      user_id: z.number().int(),
      user_name: z.string(),
      amount: z.number(),
      settled_at: z.string().nullable(),
      created_at: z.string(),
      /**
       * Until when the caller's own undo can still succeed (docs/decisions/013: their sale, within
       * SELLER_UNDO_MINUTES, no ball drawn since, event not finished); null when it never can again.
       */
      undo_until: z.string().nullable(),
    })
    .nullable(),
});
export type SellerCard = z.infer<typeof sellerCardSchema>;

export const sellerBatchSchema = z.object({ id: z.number().int(), name: z.string(), cards: z.array(sellerCardSchema) });
export type SellerBatch = z.infer<typeof sellerBatchSchema>;

/**
 * GET /physical-sales/mine: the events where the caller holds a batch or made a sale, and for the
 * chosen one (default: the active event if it is one of them, else the latest) their batches with
 * every card, their sales and their balance as Acerto de Vendedores counts it. `agora` is the
 * server's clock, for the undo window.
 */
export const sellerOverview = z.object({
  eventos: z.array(sellerEventSchema),
  evento: sellerEventSchema.nullable(),
  lotes: z.array(sellerBatchSchema),
  vendas: z.array(physicalSaleSchema),
  saldo: sellerFigures,
  /** Their sales of this event corrected after it finished: what changed, why, who and when (decisions.md §14). */
  correcoes: z.array(saleCorrectionSchema),
  agora: z.string(),
});
export type SellerOverview = z.infer<typeof sellerOverview>;

export const sellerOverviewQuery = z.object({
  event_id: idInput('Evento inválido.').optional(),
});

/** GET /physical-sales/mine/card?code=: a card of the caller's batches by barcode (13 digits) or number. */
export const sellerCardQuery = z.object({
  code: z.string().trim().min(1, sellerMessages.codeRequired).max(32, sellerMessages.codeRequired),
});
export const sellerCardReply = sellerCardSchema.extend({
  event_name: z.string(),
  event_status: z.enum(EVENT_STATUSES),
  // The check code printed on the card the seller holds (docs/decisions/018), formatted 'K7M-4QX',
  // for the WhatsApp message that lets the buyer add it to their phone; null for a card without barcode.
  check_code: z.string().nullable(),
});
export type SellerCardReply = z.infer<typeof sellerCardReply>;
