import type { GalleryImage } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const imagesKey = ['admin', 'images'] as const;

export function listImages(): Promise<GalleryImage[]> {
  return api.get<GalleryImage[]>('/admin/images');
}

export function useImages() {
  // The page shows 'Erro ao carregar imagens' itself, with a retry button.
  return useQuery({ queryKey: imagesKey, queryFn: listImages, meta: { silent: true } });
}
