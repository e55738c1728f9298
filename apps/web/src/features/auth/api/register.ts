import type { z } from 'zod';
import type { registerBody } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { texts } from '../../../lib/texts';

export type RegisterBody = z.output<typeof registerBody>;

export function registerUser(body: RegisterBody) {
  return apiClient.POST('/api/register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser, meta: { errorMessage: texts.registerFailed } });
}
