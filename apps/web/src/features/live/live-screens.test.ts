import type { LiveState, MyCard } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { missingLabel, playingCards, rankCards } from './card-progress';
import { livePhase, parseEventId } from './live-phase';
import { liveState } from './live-test-data';

const state = (patch: Partial<LiveState>): LiveState =>
  liveState({ round: null, drawn: [], last_number: null, last_letter: null, rounds_total: 2, rounds_finished: 0, ...patch });

const card = (id: number, numbers: number[]): MyCard => ({
  id,
  event_id: 1,
  event_name: 'Bingo',
  numbers,
  full_name: null,
  contact: null,
  address: null,
  status: 'digital',
  purchase_id: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  origem: 'compra',
  sits_out_round_ids: [],
  won_rounds: [],
});

describe('livePhase', () => {
  it('follows spec §4: running round, else finished when all are, else waiting', () => {
    expect(livePhase(null)).toBe('loading');
    expect(livePhase(state({ round: { id: 1, number: 1, prize: '', type: '', status: 'in_progress', stages: [] } }))).toBe('running');
    expect(livePhase(state({ all_finished: true }))).toBe('finished');
    expect(livePhase(state({}))).toBe('waiting');
  });
});

describe('parseEventId', () => {
  it('accepts positive integers only', () => {
    expect(parseEventId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999']) expect(parseEventId(bad)).toBeNull();
  });
});

describe('rankCards', () => {
  it('counts the missing numbers and sorts by fewest missing, then card id', () => {
    const numbers = (from: number) => Array.from({ length: 25 }, (_, i) => from + i);
    const drawn = new Set(numbers(1));
    const ranked = rankCards([card(3, numbers(10)), card(2, numbers(5)), card(1, numbers(1)), card(4, numbers(5))], drawn);
    expect(ranked.map((r) => [r.card.id, r.missing])).toEqual([
      [1, 0],
      [2, 4],
      [4, 4],
      [3, 9],
    ]);
  });

  it('puts last, uncounted, the cards that sit the running round out (decisions.md §14)', () => {
    const numbers = (from: number) => Array.from({ length: 25 }, (_, i) => from + i);
    const late = { ...card(1, numbers(1)), sits_out_round_ids: [7] };
    const ranked = rankCards([late, card(2, numbers(5))], new Set(numbers(1)), 7);
    expect(ranked.map((r) => [r.card.id, r.missing, r.nextRound])).toEqual([
      [2, 4, false],
      [1, 25, true],
    ]);
    expect(playingCards(ranked).map((r) => r.card.id)).toEqual([2]);
    // In another round the same card plays with every ball counted.
    expect(rankCards([late], new Set(numbers(1)), 8)[0]).toMatchObject({ missing: 0, nextRound: false });
  });

  it('labels the count in pt-BR', () => {
    expect(missingLabel(0)).toBe('BINGO!');
    expect(missingLabel(1)).toBe('Falta 1');
    expect(missingLabel(7)).toBe('Faltam 7');
  });
});
