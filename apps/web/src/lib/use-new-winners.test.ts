import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewWinners, winnerLine } from './use-new-winners';

const maria = { card_id: 66, name: 'Maria S.' };
const joao = { card_id: 12, name: 'João P.' };

describe('new winners', () => {
  it('announces only cards that complete while the screen is open, once each, per round', () => {
    const { result, rerender } = renderHook(({ round, winners }) => useNewWinners(round, winners), {
      initialProps: { round: 9, winners: [joao] },
    });
    expect(result.current.fresh).toEqual([]); // João had won before the screen opened
    rerender({ round: 9, winners: [joao, maria] });
    expect(result.current.fresh).toEqual([maria]);
    rerender({ round: 9, winners: [joao, maria] });
    expect(result.current.fresh).toEqual([maria]);
    act(() => result.current.dismiss());
    expect(result.current.fresh).toEqual([]);
    // The next round starts empty: its first winner is news.
    rerender({ round: 10, winners: [] });
    rerender({ round: 10, winners: [joao] });
    expect(result.current.fresh).toEqual([joao]);
  });

  it('says the card and the name as the hall reads them', () => {
    expect(winnerLine(maria)).toBe('Cartela #66 — Maria S.');
    expect(winnerLine({ card_id: 5, name: null })).toBe('Cartela #5');
  });
});
