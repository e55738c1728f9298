import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function deleteSponsor(id: number) {
  return apiClient.DELETE('/api/admin/sponsors/{id}', { params: { path: { id } } });
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsKey }),
    meta: { errorMessage: sponsorTexts.deleteFailed },
  });
}
