import type { SponsorInput } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function createSponsor(body: SponsorInput) {
  return apiClient.POST('/api/admin/sponsors', { body });
}

export function useCreateSponsor() {
  return useMutation({
    mutationFn: createSponsor,
    meta: { invalidates: [sponsorsKey], errorMessage: sponsorTexts.saveFailed },
  });
}
