import type { PhysicalCard } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import type { CardInfo } from '../card-info-form';
import { createSale } from './create-sale';
import { physicalCardsKey } from './list-cards';
import { updateCard } from './update-card';
import { updateSale } from './update-sale';

/**
 * Saves the dialog: the buyer data first, then the sale — registered when the card has none,
 * moved to the new seller when it has one and the seller changed, left alone otherwise. Answers
 * whether a new sale plays only from the next round (sold after a ball, decisions.md §14).
 */
export async function saveCardInfo(card: PhysicalCard, info: CardInfo): Promise<{ nextRound: boolean }> {
  await updateCard(info.card_id, { full_name: info.full_name, contact: info.contact, address: info.address });
  const sale = card.physical_sale;
  if (!sale) return { nextRound: (await createSale({ card_id: info.card_id, user_id: info.user_id })).next_round === true };
  if (sale.user_id !== info.user_id) await updateSale(sale.id, info.user_id, info.reason?.trim() || undefined);
  return { nextRound: false };
}

export function useSaveCardInfo() {
  return useMutation({
    mutationFn: ({ card, info }: { card: PhysicalCard; info: CardInfo }) => saveCardInfo(card, info),
    // Also after a failure: the buyer data may be saved even when the sale was refused.
    // Spec §8 for this screen: the answer's error, else the error's message, else 'Erro inesperado'
    // — which is what the shared error text gives when no fallback is set.
    meta: { invalidates: [physicalCardsKey], invalidatesAfterFailure: true },
  });
}
