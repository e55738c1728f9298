import type { CardBatch } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { routePath } from '../../../lib/api/client';
import { downloadFile, saveFile } from '../../../lib/download';
import { batchTexts } from '../batch-texts';

/** Four cards a sheet, or two bigger ones (the server's `por_pagina`). */
export type CardsPerPage = 2 | 4;

/**
 * GET /cards/pdf-by-batch/{id}?por_pagina=: the batch's cards as one PDF, streamed while the
 * server draws it, saved under the server's file name. `bytes` is how much has arrived (null when
 * idle), so the button can show that a big batch is on its way.
 */
export function useBatchPdf() {
  const [bytes, setBytes] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ batch, perPage }: { batch: CardBatch; perPage: CardsPerPage }) => {
      setBytes(0);
      return downloadFile(`${routePath('/api/cards/pdf-by-batch/{batchId}', { batchId: batch.id })}?por_pagina=${perPage}`, {
        onProgress: setBytes,
        fallbackName: `lote-${batch.id}.pdf`,
      });
    },
    onSuccess: saveFile,
    onSettled: () => setBytes(null),
    meta: { errorMessage: batchTexts.pdfFailed },
  });
  return {
    download: (batch: CardBatch, perPage: CardsPerPage = 4) => mutation.mutate({ batch, perPage }),
    pending: mutation.isPending,
    bytes,
  };
}
