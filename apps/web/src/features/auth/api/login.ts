import type { z } from 'zod';
import type { loginBody } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { saveSession } from '../../../lib/session';

export type LoginBody = z.output<typeof loginBody>;

export function login(body: LoginBody) {
  return apiClient.POST('/api/login', { body });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: saveSession,
    // The login screen shows the server's text inline (decisions.md §9), not in a toast.
    meta: { silent: true },
  });
}
