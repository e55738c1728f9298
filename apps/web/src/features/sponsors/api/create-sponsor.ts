import type { Sponsor, SponsorInput } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function createSponsor(body: SponsorInput): Promise<Sponsor> {
  return api.post<Sponsor>('/admin/sponsors', body);
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsKey }),
    meta: { errorMessage: sponsorTexts.saveFailed },
  });
}
