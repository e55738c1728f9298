import type { z } from 'zod';
import type { resetPasswordBody } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { texts } from '../../../lib/texts';

export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

export function resetPassword(body: ResetPasswordBody) {
  return apiClient.POST('/api/auth/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorMessage: texts.resetFailed } });
}
