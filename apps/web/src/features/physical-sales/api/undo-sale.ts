import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { physicalTexts } from '../physical-texts';
import { physicalCardsKey } from './list-cards';

/** DELETE /physical-sales/{id}: the card is available again and leaves play (docs/decisions/013). */
export function undoSale(id: number) {
  return apiClient.DELETE('/api/physical-sales/{id}', { params: { path: { id } } });
}

export function useUndoSale() {
  return useMutation({
    mutationFn: undoSale,
    onSuccess: () => notifySuccess(physicalTexts.saleUndone),
    meta: { invalidates: [physicalCardsKey], invalidatesAfterFailure: true },
  });
}
