import type { RegulamentoBody } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { regulamentoKeys } from '../../../lib/regulamento';
import { regulamentoTexts } from '../regulamento-texts';

/** PUT /events/{id}/regulamento: a new numbered version; the older ones stay public (decisions.md §15). */
export function publishRegulamento({ eventId, body }: { eventId: number; body: RegulamentoBody }) {
  return apiClient.PUT('/api/events/{id}/regulamento', { params: { path: { id: eventId } }, body });
}

export function usePublishRegulamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRegulamento,
    onSuccess: (regulamento) => {
      notifySuccess(regulamentoTexts.published(regulamento.version));
      queryClient.setQueryData(regulamentoKeys.version(regulamento.event_id, null), regulamento);
      return queryClient.invalidateQueries({ queryKey: regulamentoKeys.event(regulamento.event_id) });
    },
    meta: { errorMessage: regulamentoTexts.publishFailed },
  });
}
