import type { changePasswordBody, changePasswordReply } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/client';
import { replaceSessionToken } from '../../../lib/session';
import { texts } from '../../../lib/texts';

export type ChangePasswordBody = z.output<typeof changePasswordBody>;
export type ChangePasswordReply = z.output<typeof changePasswordReply>;

export function changePassword(body: ChangePasswordBody) {
  return apiClient.POST('/api/auth/change-password', { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // Every earlier session ended with the change, this one's token too: keep the new one.
    onSuccess: ({ token }) => replaceSessionToken(token),
    meta: { errorMessage: texts.passwordChangeFailed },
  });
}
