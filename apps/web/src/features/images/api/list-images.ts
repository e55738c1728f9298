import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const imagesKey = ['admin', 'images'] as const;

export function listImages() {
  return apiClient.GET('/api/admin/images');
}

export function useImages() {
  // The page shows 'Erro ao carregar imagens' itself, with a retry button.
  return useQuery({ queryKey: imagesKey, queryFn: listImages, meta: { silent: true } });
}
