import { z } from 'zod';
import { idInput } from './common';
import { reasonText } from './reasons';

/**
 * A paper card taken out of the game for good (decisions.md §15): unsold and handed back when its
 * batch's sales close ('returned'), or left behind when its sale moved to the right card after a
 * seller's mis-tap ('swapped'). It can no longer be sold, claimed or win.
 */
export const CARD_VOID_KINDS = ['returned', 'swapped'] as const;
export type CardVoidKind = (typeof CARD_VOID_KINDS)[number];

export const cardVoidMessages = {
  /** The venue check and the seller's card list (decisions.md §15). */
  returned: 'Cartela devolvida (anulada)',
  swapped: 'Cartela anulada: a venda foi trocada para outra cartela',
  cardsRequired: 'Selecione as cartelas a devolver.',
  notYourBatch: 'Este lote não é seu.',
  notInBatch: (id: number) => `A cartela ${id} não é deste lote.`,
  sold: (id: number) => `A cartela ${id} já foi vendida: só cartelas não vendidas podem ser devolvidas.`,
  cannotSell: 'Esta cartela foi anulada e não pode ser vendida.',
  cannotClaim: 'Esta cartela foi anulada e não pode ser adicionada.',
  done: (n: number) => (n === 1 ? '1 cartela devolvida e anulada.' : `${n} cartelas devolvidas e anuladas.`),
} as const;

export const cardVoidKind = z.enum(CARD_VOID_KINDS);

/** The most cards one return takes: a whole batch (MAX_BATCH_AMOUNT, not imported: physical.ts imports this file). */
const RETURN_MAX = 50_000;

/**
 * POST /card-batches/:id/returns: the unsold cards of the batch handed back, by id; or, with
 * `all_unsold`, every card of the batch still unsold (the batch admin's button, which does not
 * hold the ids of a batch of thousands).
 */
export const returnCardsBody = z
  .object({
    card_ids: z
      .array(idInput('Cartela inválida.'), { message: cardVoidMessages.cardsRequired })
      .max(RETURN_MAX, cardVoidMessages.cardsRequired)
      .optional(),
    all_unsold: z.literal(true, { message: cardVoidMessages.cardsRequired }).optional(),
  })
  .refine((b) => (b.card_ids?.length ?? 0) > 0 || b.all_unsold, { message: cardVoidMessages.cardsRequired, path: ['card_ids'] });
export type ReturnCardsBody = z.input<typeof returnCardsBody>;
export const returnCardsReply = z.object({
  message: z.string(),
  /** The cards voided by this call, by id (a card already returned is not counted twice). */
  card_ids: z.array(z.number().int()),
});
export type ReturnCardsReply = z.infer<typeof returnCardsReply>;

export const swapMessages = {
  reasonRequired: 'Informe o motivo da troca. Ele fica no registro público da rodada.',
  sameCard: 'Escolha outra cartela: a venda já está nesta.',
  targetSold: 'A cartela escolhida já foi vendida: escolha uma cartela disponível.',
  targetVoided: 'A cartela escolhida foi anulada e não pode ser vendida.',
  targetNotPhysical: 'Só cartelas físicas recebem uma venda de papel.',
  otherEvent: 'A cartela escolhida é de outro evento.',
  finished: 'Este evento já foi finalizado: as vendas, valores e vendedores estão fechados. Corrija a venda pelo relatório com o motivo.',
  winner: 'Esta cartela já completou a rodada em andamento: a venda não pode ser trocada.',
  notYourTarget: 'A cartela escolhida não é de um lote seu.',
  done: (from: number, to: number) => `Venda trocada da cartela ${from} para a cartela ${to}.`,
} as const;

/** POST /physical-sales/:id/swap: the sale moves to the right card, with why (decisions.md §14, §15). */
export const swapSaleBody = z.object({
  to_card_id: idInput('Cartela inválida.'),
  reason: reasonText(swapMessages.reasonRequired),
});
export type SwapSaleBody = z.input<typeof swapSaleBody>;
