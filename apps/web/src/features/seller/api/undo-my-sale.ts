import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { sellerTexts } from '../seller-texts';
import { sellerKey } from './seller-overview';

/** DELETE /physical-sales/{id}: the seller's own sale, within the undo window. */
export function undoMySale(id: number) {
  return apiClient.DELETE('/api/physical-sales/{id}', { params: { path: { id } } });
}

export function useUndoMySale() {
  return useMutation({
    mutationFn: undoMySale,
    onSuccess: () => notifySuccess(sellerTexts.undone),
    meta: { invalidates: [sellerKey], invalidatesAfterFailure: true },
  });
}
