import { apiClient } from '../../../lib/api/client';
import type { ResultsKind } from './results-key';

/** GET /rounds/:id/quina/:list: the quina's winners, near winners and top 10 (decisions.md §14), admins only. */
export function listQuinaResults(roundId: number, list: ResultsKind, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/quina/{list}', { params: { path: { id: roundId, list } }, signal });
}
