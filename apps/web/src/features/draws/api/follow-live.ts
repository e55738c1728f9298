import type { LiveState } from '@bingo/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../../lib/api/client';
import { roundKeys } from '../../../lib/round-lifecycle';

const POLL_MS = 2000;

export function getLiveState(eventId: number, signal?: AbortSignal): Promise<LiveState> {
  // The server answers with an ETag and no-cache: the browser revalidates with If-None-Match
  // and an unchanged state comes back as a body-less 304, so polling costs next to nothing.
  return apiClient.GET('/api/events/{id}/live', { params: { path: { id: eventId } }, signal });
}

/**
 * Keeps the panel in step when another device draws, removes a ball or finishes the round: polls
 * the event's live version and, when it moves, refreshes this round, its balls and its results.
 * Answers the live state too, whose winners and near-winner count the panel shows at once.
 */
export function useFollowLive(eventId: number | undefined, roundId: number) {
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: ['draws', 'live', eventId],
    queryFn: ({ signal }) => getLiveState(eventId!, signal),
    enabled: eventId !== undefined,
    refetchInterval: POLL_MS,
    staleTime: 0,
    // A missed poll is not worth a toast; the next one comes in two seconds.
    meta: { silent: true },
  });
  const version = live.data?.version;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) {
      void queryClient.invalidateQueries({ queryKey: roundKeys.round(roundId) });
    }
    seen.current = version;
  }, [version, roundId, queryClient]);
  return live.data;
}
