import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { drawTexts } from '../draw-texts';
import { resultsKey } from './results-key';

/** GET /rounds/:id/winners, /almost-winners and /top10: the same shape, one endpoint each. */
export type ResultsKind = 'winners' | 'almost-winners' | 'top10';

export function listResults(roundId: number, kind: ResultsKind, signal?: AbortSignal) {
  return apiClient.GET(`/api/rounds/{id}/${kind}`, { params: { path: { id: roundId } }, signal });
}

export function useResults(roundId: number, kind: ResultsKind) {
  return useQuery({
    queryKey: [...resultsKey(roundId), kind],
    queryFn: ({ signal }) => listResults(roundId, kind, signal),
    meta: { errorMessage: drawTexts.resultsFailed },
  });
}
