import type { PhysicalCard } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function findCardByBarcode(code: string): Promise<PhysicalCard> {
  return api.get<PhysicalCard>(`/cards/barcode/${encodeURIComponent(code)}`);
}

/**
 * GET /cards/barcode/{code}, run when a barcode is typed or scanned (an action, not a view of
 * data, hence a mutation). The screen shows 'Cartela não encontrada.' beside the field itself.
 */
export function useFindCardByBarcode() {
  return useMutation({ mutationFn: findCardByBarcode, meta: { silent: true } });
}
