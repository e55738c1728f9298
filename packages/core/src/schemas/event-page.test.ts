import { describe, expect, it } from 'vitest';
import { regulamentoFields } from '../testing';
import { eventPageSchema } from './event-page';

// The event's public page (decisions.md §15): what it shows, and nothing the organiser keeps to themselves.
const stage = {
  kind: 'cartela_cheia',
  prize: 'Cesta básica',
  won: true,
  ball_seq: 48,
  ball: 61,
  winners: [{ card_id: 17, name: 'Maria S.', delivery: { received_by: 'Maria S.', received_at: '2026-12-20T21:40:00.000Z' } }],
};
const round = {
  id: 9,
  number: 1,
  prize: 'Cesta básica',
  status: 'finished',
  started_at: '2026-12-20T20:00:00.000Z',
  finished_at: '2026-12-20T21:30:00.000Z',
  stages: [stage],
};
// What the public page keeps of a published regulamento: its own fields without the night's rules and rounds.
const { sorteio: _sorteio, empate: _empate, rounds: _rounds, ...published } = regulamentoFields;
const regulamento = { version: 2, published_at: '2026-11-28T20:00:00.000Z', ...published };
const page = {
  event: { id: 4, name: 'Bingo de Natal', start_date: '2026-12-20', status: 'finalizado', card_price: 10 },
  on_sale: false,
  goal: { target: 20_000, raised: 12_340 },
  regulamento,
  rounds: [round],
  foguetinho: [{ id: 3, number: 27, min: 1, max: 50, at: '2026-12-20T22:10:00.000Z', by: 'Rosa T.' }],
  contas: { version: 1, sha256: 'ab'.repeat(32), published_at: '2026-12-22T12:00:00.000Z' },
};

describe("eventPageSchema: the event's public page", () => {
  it('keeps the event, its regulamento in force, its rounds with their stages and winners, the spins and the accounts', () => {
    expect(eventPageSchema.parse(page)).toEqual(page);
  });

  it("leaves out the organiser's notes of a round and what only the admin screens show", () => {
    const full = {
      ...page,
      event: { ...page.event, rounds_count: 5, meta_arrecadacao: 20_000, meta_visivel: true },
      rounds: [{ ...round, event_id: 4, type: 'presencial', notes: 'Pedir ao padre para anunciar o prêmio', acumulado: false }],
      regulamento: { ...regulamento, event_id: 4, event_name: 'Bingo de Natal', sorteio: 'globo', rounds: [], versions: [] },
    };
    expect(eventPageSchema.parse(full)).toEqual(page);
  });

  it('answers an event with nothing published yet', () => {
    const bare = { ...page, goal: null, regulamento: null, rounds: [], foguetinho: [], contas: null, on_sale: true };
    expect(eventPageSchema.parse(bare)).toEqual(bare);
  });
});
