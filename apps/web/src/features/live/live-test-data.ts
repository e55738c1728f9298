import type { LiveState, MyCard } from '@bingo/core';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/helpers';

/** Test data and a fake API for the live screens' tests. */
export { liveState } from '@bingo/core/testing';

export function myCard(id: number, numbers: number[]): MyCard {
  return {
    id,
    event_id: 1,
    event_name: 'Bingo da Paróquia',
    numbers,
    full_name: 'Maria',
    contact: null,
    address: null,
    status: 'digital',
    purchase_id: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    origem: 'compra',
    sits_out_round_ids: [],
    won_rounds: [],
  };
}

/** The stream is unavailable (so the screen polls /live); /live, /cards and the records answer as given. */
export function fakeLiveApi(
  state: LiveState,
  cards: MyCard[] | Response = [],
  rounds: unknown[] = [],
  openEvents: unknown[] = [],
  records: Record<number, unknown> = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const record = /\/rounds\/(\d+)\/record$/.exec(url);
    if (record)
      return record[1]! in records ? jsonResponse(200, records[Number(record[1])]) : jsonResponse(404, { error: 'Rodada não encontrada.' });
    if (url.endsWith('/rounds')) return jsonResponse(200, rounds);
    if (url.endsWith('/events/open')) return jsonResponse(200, openEvents);
    if (url.endsWith('/live/stream')) return jsonResponse(503, { error: 'Indisponível' });
    if (url.includes('/live')) return jsonResponse(200, state);
    if (url.startsWith('/api/cards')) return cards instanceof Response ? cards.clone() : jsonResponse(200, cards);
    return jsonResponse(404, { error: 'Rota não encontrada.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A finished round of the event, as GET /events/{id}/rounds lists it. */
export function finishedRound(id: number, number: number, finishedAt: string) {
  return {
    id,
    event_id: 1,
    number,
    prize: 'Cesta',
    type: '',
    notes: null,
    status: 'finished',
    started_at: finishedAt,
    finished_at: finishedAt,
  };
}

/** A finished round's public record, with only what the screens read of it: the round and its winners. */
export function roundRecordOf(round: { id: number; number: number }, winners: { card_id: number; name: string }[]) {
  return {
    round: { id: round.id, event_id: 1, number: round.number, prize: 'Cesta', status: 'finished' },
    event_name: 'Bingo da Paróquia',
    entries: [],
    head: null,
    winners,
  };
}
