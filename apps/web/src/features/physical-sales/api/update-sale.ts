import type { PhysicalSale } from '@bingo/core';
import { api } from '../../../lib/api-client';

/** PUT /physical-sales/{id}: another seller for a sale already made. */
export function updateSale(id: number, userId: number): Promise<PhysicalSale> {
  return api.put<PhysicalSale>(`/physical-sales/${id}`, { user_id: userId });
}
