import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { drawTexts } from '../draw-texts';
import { resultsKey } from './results-key';

export type RankingPage = ResponseOf<'/api/rounds/{id}/ranking', 'get'>;

export interface RankingQuery {
  page: number;
  /** Buyer name, card id or barcode. */
  search: string;
}

export function getRanking(roundId: number, query: RankingQuery, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/ranking', {
    params: { path: { id: roundId }, query: { page: query.page, search: query.search } },
    signal,
  });
}

export function useRanking(roundId: number, query: RankingQuery) {
  return useQuery({
    queryKey: [...resultsKey(roundId), 'ranking', query],
    queryFn: ({ signal }) => getRanking(roundId, query, signal),
    // The table stays on screen while the next page (or the refresh after a ball) loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: drawTexts.resultsFailed },
  });
}
