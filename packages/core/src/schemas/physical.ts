import { z } from 'zod';
import { idInput, intInput, numberInput, optionalText, pageQuery, paged, queryBool, text } from './common';
import { cardVoidKind } from './card-voids';
import { CARD_STATUSES } from './cards';
import { EVENT_STATUSES } from './events';
import { hasHiddenCharacters, isInvisibleOnly } from './free-text';
import { msg } from '../messages';

export const MAX_BATCH_AMOUNT = 50_000;
const amount = (field: string) =>
  numberInput(
    z
      .number({ message: `Informe a ${field}.` })
      .int(`A ${field} deve ser um número inteiro.`)
      .min(1, `A ${field} deve ser pelo menos 1.`)
      .max(MAX_BATCH_AMOUNT, `A ${field} deve ser no máximo ${MAX_BATCH_AMOUNT.toLocaleString('pt-BR')}.`),
  );
/** The event a batch is made for, or the list narrowed to; left out, the active event (decisions.md §13). */
const optionalEventId = idInput('Evento inválido.').optional();
const userId = idInput('Selecione um vendedor.');

export const batchSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  name: z.string(),
  amount: z.number().int(),
  sold: z.number().int(),
  /** Cards of the batch voided: returned unsold, or left by a swapped sale (decisions.md §15). */
  returned: z.number().int(),
  user_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type CardBatch = z.infer<typeof batchSchema>;

export const createBatchBody = z.object({
  name: text(120),
  user_id: idInput('Selecione o responsável.'),
  amount: amount('quantidade'),
  event_id: optionalEventId,
});
export const loteBody = z.object({ lote: text(120), quantidade: amount('quantidade'), event_id: optionalEventId });
/** GET /cards/lotes: the names of one event's lotes (names repeat across events), or of all. */
export const lotesQuery = z.object({ event_id: optionalEventId });

export const physicalSaleRef = z.object({ id: z.number().int(), user_id: z.number().int(), user_name: z.string() });

export const physicalCardSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  /** A finished event's sales are frozen (decisions.md §14): its screen asks for a correction's reason. */
  event_status: z.enum(EVENT_STATUSES),
  numbers: z.array(z.number().int()),
  status: z.enum(CARD_STATUSES),
  lote: z.string().nullable(),
  barcode: z.string().nullable(),
  full_name: z.string().nullable(),
  contact: z.string().nullable(),
  address: z.string().nullable(),
  physical_sale: physicalSaleRef.nullable(),
  /** The batch's responsible user: the default seller of its cards (decisions.md §13). */
  batch_seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The account that follows this paper card on its phone (docs/decisions/018); it changes neither buyer nor prize. */
  claimed_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Locked for claims after too many wrong check codes from any accounts, until an administrator frees it (docs/decisions/018). */
  claim_locked: z.boolean(),
  /** Voided for good (decisions.md §15): returned unsold, or left by a swapped sale; null while it can play. */
  voided: cardVoidKind.nullable(),
});
export type PhysicalCard = z.infer<typeof physicalCardSchema>;

export const PHYSICAL_PAGE_SIZE = 20;
export const cardsAllQuery = pageQuery.extend({
  limit: intInput(1, 100).default(PHYSICAL_PAGE_SIZE),
  status: z.enum(CARD_STATUSES).optional(),
  event_id: optionalEventId,
  seller_name: z.string().trim().max(120).optional(),
  full_name: z.string().trim().max(120).optional(),
  lote: z.string().trim().max(120).optional(),
  barcode: z.string().trim().max(13).optional(),
  /** Only the cards locked for claims (the organiser's home links here). */
  claim_locked: queryBool.optional(),
});
export const cardsAllReply = paged(physicalCardSchema);

export const updateCardBody = z.object({
  full_name: text(120),
  contact: optionalText(120),
  address: optionalText(300),
});

export const physicalSaleSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  barcode: z.string().nullable(),
  lote: z.string().nullable(),
  event_id: z.number().int(),
  /** A finished event's sales are frozen: a change needs a reason and is kept (decisions.md §14). */
  event_status: z.enum(EVENT_STATUSES),
  /** What the seller owes for the card: the event's price when sold, editable by an admin. */
  amount: z.number(),
  /** When the seller handed the money in ("acertado"); null while still owed. */
  settled_at: z.string().nullable(),
  created_at: z.string(),
});
export type PhysicalSale = z.infer<typeof physicalSaleSchema>;
/** A new sale; `next_round` when a round of the event had already drawn a ball: the card plays from the next round (decisions.md §14). */
export const newSaleSchema = physicalSaleSchema.extend({ next_round: z.boolean() });
/** POST /physical-sales/:id/swap: the sale on the right card; `next_round` as for a new sale (decisions.md §14). */
export const swapSaleReply = z.object({ message: z.string(), sale: newSaleSchema });
export const createSaleBody = z.object({
  user_id: userId,
  card_id: idInput('Cartela inválida.'),
  /** The buyer's name and phone, when the seller takes them (kept on the card, as PUT /cards/{id} does). */
  full_name: optionalText(120).optional(),
  contact: optionalText(120).optional(),
});

export const saleMessages = {
  amountInvalid: 'Informe o valor da venda, por exemplo 10,00.',
  amountRange: 'O valor da venda deve estar entre R$ 0,00 e R$ 100.000,00.',
  // The spec's call changes the seller: a body with nothing in it has no seller selected.
  nothingToChange: 'Selecione um vendedor.',
  /** decisions.md §14: a closed night's money is frozen; a correction says why, and is kept. */
  reasonRequired: 'Este evento já foi finalizado: informe o motivo da correção. Ele fica registrado com quem corrigiu e quando.',
  undoFinished: 'Vendas de um evento finalizado não podem ser desfeitas.',
} as const;

/** Why a sale of a finished event is corrected: kept with who and when, shown in the seller's settlement. */
export const correctionReason = z
  .string({ message: saleMessages.reasonRequired })
  .trim()
  .min(1, saleMessages.reasonRequired)
  .max(300, msg.tooLong(300))
  .refine((v) => !hasHiddenCharacters(v), msg.hiddenCharacters)
  .refine((v) => !isInvisibleOnly(v), saleMessages.reasonRequired);

const saleAmount = z
  .number({ message: saleMessages.amountInvalid })
  .min(0, saleMessages.amountRange)
  .max(100_000, saleMessages.amountRange)
  .transform((n) => Math.round(n * 100) / 100);
/** The admin's correction of what a sale was sold for (the card price at the time, by default). */
export const saleAmountForm = z.object({ amount: saleAmount });

/** The sale's seller, amount or "acertado"; any of them (the spec's call changes the seller). */
export const updateSaleBody = z
  .object({
    user_id: userId.optional(),
    amount: saleAmount.optional(),
    acertado: z.boolean({ message: 'Informe se a venda foi acertada.' }).optional(),
    /** Required to change the seller, the amount or undo a handing-in once the event is finished. */
    reason: correctionReason.optional(),
  })
  .refine((b) => b.user_id !== undefined || b.amount !== undefined || b.acertado !== undefined, { message: saleMessages.nothingToChange });
export type UpdateSaleBody = z.input<typeof updateSaleBody>;
export type UpdateSaleInput = z.output<typeof updateSaleBody>;

/** One side of a correction: the sale's seller, amount and handing-in. */
const saleState = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  amount: z.number(),
  settled_at: z.string().nullable(),
});

/** A sale corrected after its event finished: before and after, why, who and when (decisions.md §14). */
export const saleCorrectionSchema = z.object({
  id: z.number().int(),
  sale_id: z.number().int(),
  card_id: z.number().int(),
  event_id: z.number().int(),
  reason: z.string(),
  corrected_by: z.string(),
  corrected_at: z.string(),
  before: saleState,
  after: saleState,
});
export type SaleCorrection = z.infer<typeof saleCorrectionSchema>;

/** "Acertar tudo": every open sale of one seller in one event is marked handed in. */
export const settleSalesBody = z.object({
  user_id: userId,
  event_id: idInput('Evento inválido.'),
  /**
   * The balance the treasurer confirmed receiving. When given, the sales are settled only if it is
   * still the seller's open balance: a sale registered after the screen was read is not marked as
   * handed in with money nobody counted.
   */
  valor: z.number({ message: 'Informe o valor entregue.' }).min(0, 'Informe o valor entregue.').max(100_000_000).optional(),
});
export const settleSalesReply = z.object({ message: z.string(), acertadas: z.number().int() });

export const cardCheckReport = z.object({
  total: z.number().int(),
  physical: z.number().int(),
  digital: z.number().int(),
  invalid_numbers: z.number().int(),
  duplicates: z.number().int(),
  invalid_barcodes: z.number().int(),
  ok: z.boolean(),
});
