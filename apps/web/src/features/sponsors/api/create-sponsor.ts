import type { SponsorInput } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function createSponsor(body: SponsorInput) {
  return apiClient.POST('/api/admin/sponsors', { body });
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsKey }),
    meta: { errorMessage: sponsorTexts.saveFailed },
  });
}
