import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../lib/api/client';
import { downloadFile, saveFile } from '../../../lib/download';
import { reportTexts } from '../report-texts';

/** GET /reports/summary/pdf: the one-page summary for the charity's board, saved under the server's name. */
export function useSummaryPdf() {
  return useMutation({
    mutationFn: (eventId: number | undefined) =>
      downloadFile(`${routePath('/api/reports/summary/pdf')}${eventId === undefined ? '' : `?event_id=${eventId}`}`, {
        fallbackName: 'resumo-evento.pdf',
      }),
    onSuccess: saveFile,
    meta: { errorMessage: reportTexts.pdfFailed },
  });
}
