import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { batchTexts } from '../batch-texts';
import { batchesKey } from './list-batches';

export function deleteBatch(id: number) {
  return apiClient.DELETE('/api/card-batches/{id}', { params: { path: { id } } });
}

export function useDeleteBatch() {
  return useMutation({
    mutationFn: deleteBatch,
    // Once a card of the batch is sold the server refuses (409) with its own text, shown as it is.
    meta: { invalidates: [batchesKey], errorMessage: batchTexts.deleteFailed },
  });
}
