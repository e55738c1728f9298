import type { MyCard } from '@bingo/core';

/** A valid 75-ball card's numbers, column by column (A 1–15 … E 61–75). */
export const cardNumbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];

/** One of the buyer's cards as GET /api/cards answers it: bought online unless `origem` says paper. */
export function myCard(patch: Partial<MyCard> & Pick<MyCard, 'id'>): MyCard {
  const paper = patch.origem === 'papel';
  return {
    event_id: 1,
    event_name: 'Bingo de Maio',
    numbers: cardNumbers,
    full_name: 'Maria Souza',
    contact: '(11) 98765-4321',
    address: null,
    status: paper ? 'física' : 'digital',
    purchase_id: paper ? null : 1,
    created_at: '2025-05-01T12:00:00.000Z',
    origem: 'compra',
    sits_out_round_ids: [],
    won_rounds: [],
    ...patch,
  };
}
