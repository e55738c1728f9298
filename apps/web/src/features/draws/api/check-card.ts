import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { resultsKey } from './results-key';

/** Any card of the event, sold or not, by id or 13-digit barcode, against this round's balls. */
export function checkCard(roundId: number, card: string, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/check', { params: { path: { id: roundId }, query: { card } }, signal });
}

export function useCardCheck(roundId: number, card: string) {
  return useQuery({
    // Under the results key: a card on display is re-checked as balls come in.
    queryKey: [...resultsKey(roundId), 'check', card],
    queryFn: ({ signal }) => checkCard(roundId, card, signal),
    enabled: card !== '',
    // 'Cartela não encontrada.' is shown beside the box, where the eyes are.
    meta: { silent: true },
  });
}
