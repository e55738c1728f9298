import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../lib/api/client';
import { downloadFile, saveFile } from '../../../lib/download';
import { notifySuccess } from '../../../lib/notify';
import { cardTexts } from '../card-texts';

/** GET /cards/pdf?ids=1,2: the chosen cards as one PDF, saved under the server's file name. */
export function useCardsPdf() {
  return useMutation({
    mutationFn: (ids: number[]) => downloadFile(`${routePath('/api/cards/pdf')}?ids=${ids.join(',')}`, { fallbackName: 'cartelas.pdf' }),
    onSuccess: (file, ids) => {
      saveFile(file);
      // The download may land silently in a phone's files: say it happened.
      notifySuccess(cardTexts.pdfSaved(ids.length));
    },
    meta: { errorMessage: cardTexts.pdfFailed },
  });
}
