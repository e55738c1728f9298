import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function deleteSponsor(id: number) {
  return apiClient.DELETE('/api/admin/sponsors/{id}', { params: { path: { id } } });
}

export function useDeleteSponsor() {
  return useMutation({
    mutationFn: deleteSponsor,
    meta: { invalidates: [sponsorsKey], errorMessage: sponsorTexts.deleteFailed },
  });
}
