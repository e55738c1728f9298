import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

/**
 * The event's most recently finished round, for the screens between rounds: they point at its
 * public record (docs/decisions/015). Asked only while no round runs.
 */
export function useLastFinishedRound(eventId: number, enabled: boolean, liveVersion: number) {
  return useQuery({
    queryKey: ['live', eventId, 'last-finished-round', liveVersion] as const,
    queryFn: async ({ signal }) => {
      const rounds = await apiClient.GET('/api/events/{id}/rounds', { params: { path: { id: eventId } }, signal });
      const finished = rounds.filter((r) => r.status === 'finished' && r.finished_at);
      finished.sort((a, b) => (a.finished_at! < b.finished_at! ? 1 : -1));
      return finished[0] ?? null;
    },
    enabled,
    meta: { silent: true },
  });
}
