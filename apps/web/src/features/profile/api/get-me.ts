import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const meKey = ['auth', 'me'] as const;

export function getMe() {
  return apiClient.GET('/api/auth/me');
}

export function useMe() {
  // The page shows 'Erro ao carregar perfil' itself, with a retry button.
  return useQuery({ queryKey: meKey, queryFn: getMe, meta: { silent: true } });
}
