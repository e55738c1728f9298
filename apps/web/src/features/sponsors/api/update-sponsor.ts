import type { SponsorPatch } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export function updateSponsor({ id, body }: { id: number; body: SponsorPatch }) {
  return apiClient.PATCH('/api/admin/sponsors/{id}', { params: { path: { id } }, body });
}

export function useUpdateSponsor() {
  return useMutation({
    mutationFn: updateSponsor,
    meta: { invalidates: [sponsorsKey], errorMessage: sponsorTexts.saveFailed },
  });
}
