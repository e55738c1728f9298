import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const roundRecordKey = (roundId: number) => ['round-record', roundId] as const;

/** The public record of a round (no login). */
export function getRoundRecord(roundId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/record', { params: { path: { id: roundId } }, signal });
}

export function useRoundRecord(roundId: number) {
  return useQuery({
    queryKey: roundRecordKey(roundId),
    queryFn: ({ signal }) => getRoundRecord(roundId, signal),
    // The page shows the failure in place of its content.
    meta: { silent: true },
  });
}
