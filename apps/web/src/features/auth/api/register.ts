import type { z } from 'zod';
import type { registerBody, User } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { texts } from '../../../lib/texts';

export type RegisterBody = z.output<typeof registerBody>;

export function registerUser(body: RegisterBody): Promise<User> {
  return api.post<User>('/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser, meta: { errorMessage: texts.registerFailed } });
}
