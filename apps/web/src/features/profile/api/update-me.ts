import type { updateMeBody } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/client';
import { updateSessionUser } from '../../../lib/session';
import { texts } from '../../../lib/texts';
import { meKey } from './get-me';

export type UpdateMeBody = z.output<typeof updateMeBody>;

export function updateMe(body: UpdateMeBody) {
  return apiClient.PATCH('/api/auth/me', { body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(meKey, user);
      // The top bar shows the name from the stored session.
      updateSessionUser(user);
    },
    meta: { errorMessage: texts.profileSaveFailed },
  });
}
