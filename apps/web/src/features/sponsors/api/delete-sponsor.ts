import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function deleteSponsor(id: number): Promise<{ message: string }> {
  return api.delete(`/admin/sponsors/${id}`);
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsKey }),
    meta: { errorMessage: sponsorTexts.deleteFailed },
  });
}
