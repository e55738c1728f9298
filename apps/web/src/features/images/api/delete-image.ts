import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { galleryTexts } from '../gallery-texts';
import { imagesKey } from './list-images';

export function deleteImage(id: number) {
  return apiClient.DELETE('/api/admin/images/{id}', { params: { path: { id } } });
}

export function useDeleteImage() {
  return useMutation({
    mutationFn: deleteImage,
    // The 409 text (a sponsor uses the image) comes from the server and is shown as it is.
    meta: { invalidates: [imagesKey], errorMessage: galleryTexts.deleteFailed },
  });
}
