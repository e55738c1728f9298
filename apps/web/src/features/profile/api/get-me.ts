import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const meKey = ['auth', 'me'] as const;

export function getMe() {
  return apiClient.GET('/api/auth/me');
}

export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: getMe,
    // What the page shows follows the server's answer of now, not one from up to 30 s ago: an
    // admin may have just removed the affiliate flag, and a stale answer would offer a dead link.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The page shows 'Erro ao carregar perfil' itself, with a retry button.
    meta: { silent: true },
  });
}
