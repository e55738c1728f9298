import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api/client';
import { contasTexts } from '../contas-texts';

/** A cost's receipt goes to the gallery tagged 'comprovante' (POST /admin/images); the form keeps its id. */
export function uploadReceipt({ file, description }: { file: File; description: string }) {
  const form = new FormData();
  form.append('alt_text', description ? `Comprovante: ${description}` : 'Comprovante de custo');
  form.append('tag', 'comprovante');
  form.append('image', file);
  return api.post<ResponseOf<'/api/admin/images', 'post'>>('/admin/images', form);
}

export function useUploadReceipt() {
  // The 413/415 texts of the server say what is wrong with the file; they are shown as they are.
  return useMutation({ mutationFn: uploadReceipt, meta: { errorMessage: contasTexts.receiptFailed } });
}
