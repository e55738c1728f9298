import type { LiveState } from '@bingo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { roundKeys } from '../../../lib/round-lifecycle';
import { useLiveState } from '../../live';

/**
 * Keeps the panel in step when another device draws, removes a ball or finishes the round: follows
 * the event's live state the way the telão and the phones do (the stream, polling only as its
 * fallback) and, when its version moves, refreshes this round, its balls and its results.
 * Answers the live state too, whose winners and near-winner count the panel shows at once.
 */
export function useFollowLive(eventId: number | undefined, roundId: number): LiveState | undefined {
  const queryClient = useQueryClient();
  const { state } = useLiveState(eventId ?? 0);
  const version = state?.version;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) {
      void queryClient.invalidateQueries({ queryKey: roundKeys.round(roundId) });
    }
    seen.current = version;
  }, [version, roundId, queryClient]);
  return state ?? undefined;
}
