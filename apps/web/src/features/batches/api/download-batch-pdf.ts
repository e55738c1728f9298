import type { CardBatch } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { routePath } from '../../../lib/api/client';
import { downloadFile, saveFile } from '../../../lib/download';
import { batchTexts } from '../batch-texts';

/**
 * GET /cards/pdf-by-batch/{id}: the batch's cards as one PDF, streamed while the server draws it,
 * saved under the server's file name. `bytes` is how much has arrived (null when idle), so the
 * button can show that a big batch is on its way.
 */
export function useBatchPdf() {
  const [bytes, setBytes] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (batch: CardBatch) => {
      setBytes(0);
      return downloadFile(routePath('/api/cards/pdf-by-batch/{batchId}', { batchId: batch.id }), {
        onProgress: setBytes,
        fallbackName: `lote-${batch.id}.pdf`,
      });
    },
    onSuccess: saveFile,
    onSettled: () => setBytes(null),
    meta: { errorMessage: batchTexts.pdfFailed },
  });
  return { download: mutation.mutate, pending: mutation.isPending, bytes };
}
