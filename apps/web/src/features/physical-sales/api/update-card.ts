import type { PhysicalCard } from '@bingo/core';
import { api } from '../../../lib/api-client';

export interface BuyerData {
  full_name: string;
  contact: string | null;
  address: string | null;
}

/** PUT /cards/{id}: the buyer's name, contact and address. */
export function updateCard(id: number, body: BuyerData): Promise<PhysicalCard> {
  return api.put<PhysicalCard>(`/cards/${id}`, body);
}
