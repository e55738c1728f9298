import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api/client';
import { sponsorTexts } from '../sponsor-texts';

/** A sponsor's logo goes to the gallery tagged 'sponsor' (spec §7); the form then keeps its id. */
export function uploadLogo({ file, sponsorName }: { file: File; sponsorName: string }) {
  const form = new FormData();
  form.append('alt_text', sponsorName ? `Logotipo de ${sponsorName}` : 'Logotipo de patrocinador');
  form.append('tag', 'sponsor');
  form.append('image', file);
  return api.post<ResponseOf<'/api/admin/images', 'post'>>('/admin/images', form);
}

export function useUploadLogo() {
  // The 413/415 texts of the server say what is wrong with the file; they are shown as they are.
  return useMutation({ mutationFn: uploadLogo, meta: { errorMessage: sponsorTexts.logoFailed } });
}
