import type { StageKind } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { drawTexts } from '../draw-texts';
import { listQuinaResults } from './list-quina-results';
import { resultsKey, type ResultsKind } from './results-key';

export type { ResultsKind };

/** GET /rounds/:id/winners, /almost-winners and /top10: the same shape, one endpoint each. */
export function listResults(roundId: number, kind: ResultsKind, signal?: AbortSignal) {
  return apiClient.GET(`/api/rounds/{id}/${kind}`, { params: { path: { id: roundId } }, signal });
}

/** The full card's lists (the spec's endpoints), or the quina's (decisions.md §14). */
export function useResults(roundId: number, kind: ResultsKind, stage: StageKind = 'cartela_cheia') {
  return useQuery({
    queryKey: stage === 'quina' ? [...resultsKey(roundId), 'quina', kind] : [...resultsKey(roundId), kind],
    queryFn: ({ signal }) => (stage === 'quina' ? listQuinaResults(roundId, kind, signal) : listResults(roundId, kind, signal)),
    meta: { errorMessage: drawTexts.resultsFailed },
  });
}
