import type { ClaimCardInput } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/** The buyer's card lists (Minhas Cartelas and each event's on Sorteio) share this key's prefix. */
const myCardsKey = ['cards', 'mine'] as const;

/** POST /cards/claims: a paper card added by its printed codes; both card lists show it at once. */
export function useClaimPaperCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimCardInput) => apiClient.POST('/api/cards/claims', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardsKey }),
    // The dialog shows the refusal in place, beside the codes to correct.
    meta: { silent: true },
  });
}

/** DELETE /cards/claims/{id}: the paper card leaves this account; the paper still counts. */
export function useReleasePaperCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => apiClient.DELETE('/api/cards/claims/{id}', { params: { path: { id: cardId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCardsKey }),
    meta: { errorMessage: 'Não foi possível remover a cartela. Tente novamente.' },
  });
}
