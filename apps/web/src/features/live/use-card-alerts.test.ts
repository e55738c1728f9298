import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProgress } from './card-progress';
import { rankCards } from './card-progress';
import { useCardAlerts } from './use-card-alerts';
import { myCard } from './live-test-data';

const at = (missing: Record<number, number>, rows: Record<number, number> = {}): CardProgress[] =>
  Object.entries(missing).map(([id, m]) => ({
    card: myCard(Number(id), []),
    missing: m,
    rowMissing: rows[Number(id)] ?? 5,
    nextRound: false,
  }));
const vibrate = vi.fn();

beforeEach(() => {
  vibrate.mockClear();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe("the buyer's phone on Falta 1 and BINGO", () => {
  it('rings when a card reaches one ball away, then when it completes; not for what was so on opening', () => {
    const { result, rerender } = renderHook(({ ranked }) => useCardAlerts(9, ranked, false), {
      initialProps: { ranked: at({ 4: 1, 8: 3 }) },
    });
    expect(result.current.alert).toBeNull(); // card 4 was one away before the screen opened
    rerender({ ranked: at({ 4: 1, 8: 2 }) });
    expect(result.current.alert).toBeNull();
    rerender({ ranked: at({ 4: 1, 8: 1 }) });
    expect(result.current.alert).toEqual({ kind: 'one-away', cardId: 8 });
    expect(vibrate).toHaveBeenCalledTimes(1);
    rerender({ ranked: at({ 4: 0, 8: 1 }) });
    expect(result.current.alert).toEqual({ kind: 'bingo', cardId: 4 });
    expect(vibrate).toHaveBeenCalledTimes(2);
    // A ball taken back (BINGO back to Falta 1) is no news:
    rerender({ ranked: at({ 4: 1, 8: 2 }) });
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it('shows the banner but stays silent when muted, and starts afresh in a new round', () => {
    const { result, rerender } = renderHook(({ round, ranked }) => useCardAlerts(round, ranked, true), {
      initialProps: { round: 9, ranked: at({ 4: 2 }) },
    });
    rerender({ round: 9, ranked: at({ 4: 1 }) });
    expect(result.current.alert).toEqual({ kind: 'one-away', cardId: 4 });
    expect(vibrate).not.toHaveBeenCalled();
    rerender({ round: 10, ranked: at({ 4: 1 }) });
    rerender({ round: 10, ranked: at({ 4: 1 }) });
    expect(result.current.alert).toEqual({ kind: 'one-away', cardId: 4 }); // the old banner stays until closed
  });
});

describe('the phone on the quina (decisions.md §14)', () => {
  it('rings "Falta 1 para a quina" and "QUINA!" while the quina is played, and no more once it is won', () => {
    const { result, rerender } = renderHook(({ ranked, quinaOpen }) => useCardAlerts(9, ranked, false, quinaOpen), {
      initialProps: { ranked: at({ 4: 20, 8: 22 }, { 4: 2, 8: 3 }), quinaOpen: true },
    });
    rerender({ ranked: at({ 4: 19, 8: 22 }, { 4: 1, 8: 3 }), quinaOpen: true });
    expect(result.current.alert).toEqual({ kind: 'quina-one-away', cardId: 4 });
    expect(vibrate).toHaveBeenCalledTimes(1);
    // The ball that completes the row comes with the quina already won: card 4 shares it.
    rerender({ ranked: at({ 4: 18, 8: 22 }, { 4: 0, 8: 3 }), quinaOpen: false });
    expect(result.current.alert).toEqual({ kind: 'quina', cardId: 4 });
    expect(vibrate).toHaveBeenCalledTimes(2);
    act(() => result.current.dismiss());
    rerender({ ranked: at({ 4: 17, 8: 21 }, { 4: 0, 8: 1 }), quinaOpen: false });
    rerender({ ranked: at({ 4: 16, 8: 20 }, { 4: 0, 8: 0 }), quinaOpen: false });
    expect(result.current.alert).toBeNull();
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it('says nothing of rows in a round without a quina', () => {
    const { result, rerender } = renderHook(({ ranked }) => useCardAlerts(9, ranked, false), {
      initialProps: { ranked: at({ 4: 20 }, { 4: 2 }) },
    });
    rerender({ ranked: at({ 4: 19 }, { 4: 1 }) });
    rerender({ ranked: at({ 4: 18 }, { 4: 0 }) });
    expect(result.current.alert).toBeNull();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it("counts a card's rows from its numbers, which go column by column", () => {
    const card = myCard(4, [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65]);
    const rows = (drawn: number[]) => rankCards([card], new Set(drawn))[0]!.rowMissing;
    expect(rows([1, 16, 31, 46])).toBe(1);
    expect(rows([1, 16, 31, 46, 61])).toBe(0);
    expect(rows([1, 2, 3, 4, 5])).toBe(4); // a column is no quina
    expect(rows([])).toBe(5);
  });
});
