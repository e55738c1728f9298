import { describe, expect, it } from 'vitest';
import { liveStateSchema, liveWinnerSchema } from './live';

const sponsor = { id: 4, name: 'Padaria Pão Quente', logo_url: '/uploads/pao.png' };
const midRound = {
  version: 57,
  event: { id: 2, name: 'Bingo da Paróquia', status: 'em_andamento' },
  round: {
    id: 9,
    number: 3,
    prize: 'TV 50"',
    type: 'hibrida',
    status: 'in_progress',
    stages: [
      { kind: 'quina', prize: 'Cesta básica', won: true, winners: [{ card_id: 88, name: null }], winners_count: 1, near: 0 },
      { kind: 'cartela_cheia', prize: 'TV 50"', won: false, winners: [], winners_count: 0, near: 14 },
    ],
  },
  drawn: [7, 22, 41],
  last_number: 41,
  last_letter: 'N',
  sponsors: [sponsor],
  winners: [
    { card_id: 1203, name: 'Ana S.' },
    { card_id: 88, name: null },
  ],
  winners_count: 2,
  near_winners: 14,
  next_round: null,
  event_sponsors: [sponsor, { id: 5, name: 'Mercado Bom Preço', logo_url: null }],
  goal: { target: 20000, raised: 12500.5 },
  acumulado: { value: 2000, ball_limit: 45, balls_left: 40, won: false },
  rounds_total: 5,
  rounds_finished: 2,
  all_finished: false,
};

describe('the live state every screen of the draw follows (decisions.md §5)', () => {
  it('keeps every field of a round in play', () => {
    expect(liveStateSchema.parse(midRound)).toEqual(midRound);
  });

  it('keeps the state between rounds: no round, no ball, the next round and no goal shown', () => {
    const between = {
      ...midRound,
      event: { ...midRound.event, status: 'scheduled' },
      round: null,
      drawn: [],
      last_number: null,
      last_letter: null,
      winners: [],
      next_round: { number: 4, prize: 'Bicicleta' },
      goal: null,
      acumulado: null,
    };
    expect(liveStateSchema.parse(between)).toEqual(between);
  });

  it('knows every event status, round type and round status', () => {
    for (const status of ['scheduled', 'em_andamento', 'finalizado']) {
      expect(liveStateSchema.parse({ ...midRound, event: { ...midRound.event, status } }).event.status).toBe(status);
    }
    for (const type of ['', 'hibrida', 'presencial']) {
      for (const status of ['not_started', 'in_progress', 'finished']) {
        expect(liveStateSchema.parse({ ...midRound, round: { ...midRound.round, type, status } }).round).toMatchObject({ type, status });
      }
    }
    expect(liveStateSchema.safeParse({ ...midRound, round: { ...midRound.round, status: 'paused' } }).success).toBe(false);
  });

  it('refuses a ball or a count that is not a whole number', () => {
    expect(liveStateSchema.safeParse({ ...midRound, drawn: [7.5] }).success).toBe(false);
    expect(liveStateSchema.safeParse({ ...midRound, winners_count: 1.5 }).success).toBe(false);
    expect(liveWinnerSchema.safeParse({ card_id: 1.5, name: 'Ana S.' }).success).toBe(false);
  });
});
