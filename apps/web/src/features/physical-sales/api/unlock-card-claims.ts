import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { physicalCardsKey } from './list-cards';

/** DELETE /cards/{id}/claim-lock: a paper card locked after too many wrong check codes takes claims again (docs/decisions/018). */
export function unlockCardClaims(id: number) {
  return apiClient.DELETE('/api/cards/{id}/claim-lock', { params: { path: { id } } });
}

export function useUnlockCardClaims() {
  return useMutation({
    mutationFn: unlockCardClaims,
    onSuccess: (answer) => notifySuccess(answer.message),
    // The home's "Atenção" counts locked cards.
    meta: { invalidates: [physicalCardsKey, ['admin', 'home', 'attention']], invalidatesAfterFailure: true },
  });
}
