import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProgress } from './card-progress';
import { useCardAlerts } from './use-card-alerts';
import { myCard } from './live-test-data';

const at = (missing: Record<number, number>): CardProgress[] =>
  Object.entries(missing).map(([id, m]) => ({ card: myCard(Number(id), []), missing: m, nextRound: false }));
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
