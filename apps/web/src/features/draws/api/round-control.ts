import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { drawTexts } from '../draw-texts';
import { drawPanelId } from './draw-panel';

export const roundControlKey = (roundId: number) => ['draws', 'control', roundId] as const;

/**
 * Who calls the round now (decisions.md §14). Asked again every few seconds, so a panel learns of a
 * takeover before its next ball is refused.
 */
export function useRoundControl(roundId: number, running: boolean) {
  return useQuery({
    queryKey: roundControlKey(roundId),
    queryFn: ({ signal }) => apiClient.GET('/api/rounds/{id}/control', { params: { path: { id: roundId } }, signal }),
    enabled: running,
    refetchInterval: 5000,
    meta: { silent: true },
  });
}

/** "Assumir o controle": this panel calls the round from now on (a round-record entry). */
export function useTakeControl(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.POST('/api/rounds/{id}/control', { params: { path: { id: roundId } }, body: { panel_id: drawPanelId(roundId) } }),
    onSuccess: (control) => queryClient.setQueryData(roundControlKey(roundId), control),
    meta: { errorMessage: drawTexts.takeControlFailed },
  });
}
