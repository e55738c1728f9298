import type { changePasswordBody } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { texts } from '../../../lib/texts';

export type ChangePasswordBody = z.output<typeof changePasswordBody>;

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return api.post('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorMessage: texts.passwordChangeFailed } });
}
