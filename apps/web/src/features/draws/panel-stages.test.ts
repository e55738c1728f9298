import { describe, expect, it } from 'vitest';
import { panelStages } from './panel-stages';

const quina = { kind: 'quina' as const, prize: 'Cesta básica', won: false, ball: null };
const full = { kind: 'cartela_cheia' as const, prize: 'Smart TV', won: false, ball: null };
const liveQuina = { kind: 'quina' as const, won: false, winners_count: 0, near: 3 };
const liveFull = { kind: 'cartela_cheia' as const, won: false, winners_count: 0, near: 0 };

describe("the panel's stages (decisions.md §14)", () => {
  it('puts the stage now played first, with its counts from the live state', () => {
    const shown = panelStages([quina, full], [liveQuina, liveFull], { winners: 0, almost: 1 });
    expect(shown.map((s) => [s.kind, s.current, s.counts])).toEqual([
      ['quina', true, { winners: 0, almost: 3 }],
      ['cartela_cheia', false, { winners: 0, almost: 1 }],
    ]);
  });

  it('moves the full card first once the quina is won, even before the round is read again', () => {
    const shown = panelStages([quina, full], [{ ...liveQuina, won: true, winners_count: 2, near: 0 }, liveFull], undefined);
    expect(shown.map((s) => [s.kind, s.current, s.won])).toEqual([
      ['cartela_cheia', true, false],
      ['quina', false, true],
    ]);
  });

  it("keeps the round's order when every stage is won, and has no counts for a round that is not running", () => {
    const shown = panelStages(
      [
        { ...quina, won: true, ball: 61 },
        { ...full, won: true, ball: 70 },
      ],
      undefined,
      undefined,
    );
    expect(shown.map((s) => [s.kind, s.current, s.ball, s.counts])).toEqual([
      ['quina', false, 61, undefined],
      ['cartela_cheia', false, 70, undefined],
    ]);
  });
});
