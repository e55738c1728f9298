import { useMutation } from '@tanstack/react-query';
import { apiClient, type BodyOf } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';
import { sponsorsKey } from './list-sponsors';

export type CopySponsorsBody = BodyOf<'/api/admin/sponsors/copy', 'post'>;

/** "Copiar patrocinadores de outro evento": answers how many came and the sentence to show. */
export function copySponsors(body: CopySponsorsBody) {
  return apiClient.POST('/api/admin/sponsors/copy', { body });
}

export function useCopySponsors() {
  return useMutation({
    mutationFn: copySponsors,
    // The list, the numbers and the map of the target event all changed.
    meta: { invalidates: [sponsorsKey], errorMessage: sponsorTexts.copyFailed },
  });
}
