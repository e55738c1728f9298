import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { galleryTexts } from '../gallery-texts';
import { imagesKey } from './list-images';

export function deleteImage(id: number) {
  return apiClient.DELETE('/api/admin/images/{id}', { params: { path: { id } } });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
    // The 409 text (a sponsor uses the image) comes from the server and is shown as it is.
    meta: { errorMessage: galleryTexts.deleteFailed },
  });
}
