import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api/client';
import { galleryTexts } from '../gallery-texts';
import { imagesKey } from './list-images';

export interface ImageUpload {
  file: File;
  alt_text?: string;
  tag?: string;
}

export function uploadImage({ file, alt_text, tag }: ImageUpload) {
  const form = new FormData();
  // Text fields first: the server reads them whatever the order, but this is what browsers send.
  if (alt_text) form.append('alt_text', alt_text);
  if (tag) form.append('tag', tag);
  form.append('image', file);
  return api.post<ResponseOf<'/api/admin/images', 'post'>>('/admin/images', form);
}

export function useUploadImage() {
  return useMutation({
    mutationFn: uploadImage,
    meta: { invalidates: [imagesKey], errorMessage: galleryTexts.uploadFailed },
  });
}
