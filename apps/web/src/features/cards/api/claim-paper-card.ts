import type { ClaimCardInput } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** The buyer's card lists (Minhas Cartelas and each event's on Sorteio) share this key's prefix. */
const myCardsKey = ['cards', 'mine'] as const;

/** POST /cards/claims: a paper card added by its printed codes; both card lists show it at once. */
export function useClaimPaperCard() {
  return useMutation({
    mutationFn: (input: ClaimCardInput) => apiClient.POST('/api/cards/claims', { body: input }),
    // The dialog shows the refusal in place, beside the codes to correct.
    meta: { invalidates: [myCardsKey], silent: true },
  });
}

/** DELETE /cards/claims/{id}: the paper card leaves this account; the paper still counts. */
export function useReleasePaperCard() {
  return useMutation({
    mutationFn: (cardId: number) => apiClient.DELETE('/api/cards/claims/{id}', { params: { path: { id: cardId } } }),
    meta: { invalidates: [myCardsKey], errorMessage: 'Não foi possível remover a cartela. Tente novamente.' },
  });
}
