import { useMutation } from '@tanstack/react-query';
import { apiClient, type ResponseOf } from '../../../lib/api/client';
import { foguetinhoTexts } from '../foguetinho-texts';

export type FoguetinhoSpin = ResponseOf<'/api/events/{id}/foguetinho', 'post'>;

export function spinFoguetinho(eventId: number, range: { min: number; max: number }) {
  return apiClient.POST('/api/events/{id}/foguetinho', { params: { path: { id: eventId } }, body: range });
}

/**
 * The number comes from the server when the spin starts (decisions.md §15); the screen only
 * animates to it. The list of spins is read again only once the number has landed, so it never
 * tells the hall the result before the rocket does.
 */
export function useSpinFoguetinho(eventId: number | null) {
  return useMutation({
    mutationFn: (range: { min: number; max: number }) => spinFoguetinho(eventId!, range),
    meta: { errorMessage: foguetinhoTexts.spinFailed },
  });
}
