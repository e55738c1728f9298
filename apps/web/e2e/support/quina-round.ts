import { api } from './api';
import type { OwnEvent } from './own-event';
import { buyOnline } from './sales';

/**
 * A started round of the event paying a quina (Cesta básica) then the full card (Bicicleta)
 * (decisions.md §14), and one buyer's card in it. The card's first row, stored column by column,
 * is numbers 0, 5, 10, 15 and 20 of `card.numbers`.
 */
export async function startedQuinaRound(event: OwnEvent) {
  const token = event.adminToken;
  const buyer = await buyOnline(1);
  const [card] = await api<{ id: number; numbers: number[] }[]>('GET', `/cards?event_id=${event.id}`, undefined, buyer.token);
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Bicicleta' },
  ];
  const round = await api<{ id: number }>('POST', `/events/${event.id}/rounds`, { prize: 'Bicicleta', stages }, token);
  await api('POST', `/rounds/${round.id}/start`, undefined, token);
  return { token, buyer, round, mine: card!, firstRow: [0, 5, 10, 15, 20].map((i) => card!.numbers[i]!) };
}
