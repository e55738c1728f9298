import type { createBatchBody } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/client';
import { batchTexts } from '../batch-texts';
import { batchesKey } from './list-batches';

export type CreateBatchBody = z.output<typeof createBatchBody>;

export function createBatch(body: CreateBatchBody) {
  return apiClient.POST('/api/card-batches', { body });
}

export function useCreateBatch() {
  return useMutation({
    mutationFn: createBatch,
    // A repeated name or no active event: the server's 409 text is shown as it is.
    meta: { invalidates: [batchesKey], errorMessage: batchTexts.createFailed },
  });
}
