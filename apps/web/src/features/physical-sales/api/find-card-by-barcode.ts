import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export function findCardByBarcode(code: string) {
  return apiClient.GET('/api/cards/barcode/{code}', { params: { path: { code } } });
}

/**
 * GET /cards/barcode/{code}, run when a barcode is typed or scanned (an action, not a view of
 * data, hence a mutation). The screen shows 'Cartela não encontrada.' beside the field itself.
 */
export function useFindCardByBarcode() {
  return useMutation({ mutationFn: findCardByBarcode, meta: { silent: true } });
}
