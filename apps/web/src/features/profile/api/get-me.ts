import type { User } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const meKey = ['auth', 'me'] as const;

export function getMe(): Promise<User> {
  return api.get<User>('/auth/me');
}

export function useMe() {
  // The page shows 'Erro ao carregar perfil' itself, with a retry button.
  return useQuery({ queryKey: meKey, queryFn: getMe, meta: { silent: true } });
}
