import { createSaleBody, type PhysicalCard, updateCardBody } from '@bingo/core';
import { z } from 'zod';

/**
 * The 'Cadastro de Informações' form: the buyer data of PUT /cards/{id} plus the card and seller
 * of POST /physical-sales, checked with the API's own schemas — so the messages are the same
 * words ('Selecione um vendedor.', 'Cartela inválida.') on both ends.
 */
export const cardInfoSchema = updateCardBody.extend({
  ...createSaleBody.pick({ card_id: true, user_id: true }).shape,
  // Asked only when a finished event's sale changes seller (decisions.md §14): checked on saving.
  reason: z.string().optional(),
});

export type CardInfoValues = z.input<typeof cardInfoSchema>;
export type CardInfo = z.output<typeof cardInfoSchema>;

export function cardInfoValues(card: PhysicalCard | null): CardInfoValues {
  return {
    card_id: card?.id ?? null,
    full_name: card?.full_name ?? '',
    contact: card?.contact ?? '',
    address: card?.address ?? '',
    // A card not yet sold is offered to its batch's responsible user (decisions.md §13).
    user_id: card?.physical_sale?.user_id ?? card?.batch_seller?.id ?? null,
    reason: '',
  };
}
