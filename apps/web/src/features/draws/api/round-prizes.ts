import type { RoundPrize } from '@bingo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiClient, type BodyOf, type ResponseOf } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { roundKeys } from '../../../lib/round-lifecycle';
import { prizeTexts } from '../prize-texts';

/** Under the round: a change of its winners (a ball, a void) refreshes it with the round. */
export const prizesKey = (roundId: number) => [...roundKeys.round(roundId), 'prizes'] as const;

export function listPrizes(roundId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/rounds/{id}/prizes', { params: { path: { id: roundId } }, signal });
}

/** `winners`: how many stage winners the round has now, so a new one loads its row. */
export function useRoundPrizes(roundId: number, winners: number) {
  return useQuery({
    queryKey: [...prizesKey(roundId), winners],
    queryFn: ({ signal }) => listPrizes(roundId, signal),
    enabled: winners > 0,
    meta: { silent: true },
  });
}

/** The delivery photo goes to the gallery tagged 'premio' (the existing upload); the mark keeps its id. */
export function uploadPrizePhoto(file: File) {
  const form = new FormData();
  form.append('alt_text', 'Foto da entrega de prêmio');
  form.append('tag', 'premio');
  form.append('image', file);
  return api.post<ResponseOf<'/api/admin/images', 'post'>>('/admin/images', form);
}

type Action =
  | { kind: 'delivery'; body: BodyOf<'/api/rounds/{id}/prizes/delivery', 'post'>; photo?: File | null }
  | { kind: 'undo'; body: BodyOf<'/api/rounds/{id}/prizes/delivery/undo', 'post'> }
  | { kind: 'void'; body: BodyOf<'/api/rounds/{id}/prizes/void', 'post'> };

async function run(roundId: number, action: Action): Promise<RoundPrize> {
  const path = { params: { path: { id: roundId } } };
  if (action.kind === 'undo') return apiClient.POST('/api/rounds/{id}/prizes/delivery/undo', { ...path, body: action.body });
  if (action.kind === 'void') return apiClient.POST('/api/rounds/{id}/prizes/void', { ...path, body: action.body });
  const photo = action.photo ? await uploadPrizePhoto(action.photo) : null;
  return apiClient.POST('/api/rounds/{id}/prizes/delivery', {
    ...path,
    body: { ...action.body, photo_image_id: photo?.id ?? action.body.photo_image_id ?? null },
  });
}

const done = { delivery: prizeTexts.delivered, undo: prizeTexts.undone, void: prizeTexts.voidDone } as const;

/** Marks, undoes or voids; the round (its stage winners carry the badges) and the list refresh. */
export function usePrizeAction(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => run(roundId, action),
    onSuccess: (_prize, action) => {
      notifySuccess(done[action.kind]);
      return queryClient.invalidateQueries({ queryKey: roundKeys.round(roundId) });
    },
    meta: { errorMessage: prizeTexts.failed },
  });
}
