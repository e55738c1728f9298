import { describe, expect, it } from 'vitest';
import { liveAcumulado } from './live-acumulado';

/**
 * The Acumulado the telão shows (docs/decisions/032): won only by the full card, and only while the
 * balls drawn are within the limit; the quina never wins it.
 */
const stages = (quinaWon: boolean, fullCardWon: boolean) =>
  [
    { kind: 'quina' as const, won: quinaWon },
    { kind: 'cartela_cheia' as const, won: fullCardWon },
  ] as const;

describe('the Acumulado on the telão', () => {
  it('a quina won does not win the Acumulado', () => {
    expect(liveAcumulado(500, 40, 20, stages(true, false))).toEqual({ value: 500, ball_limit: 40, balls_left: 20, won: false });
  });

  it('the full card wins it within the limit, on the limit ball too', () => {
    expect(liveAcumulado(500, 40, 38, stages(true, true)).won).toBe(true);
    expect(liveAcumulado(500, 40, 40, stages(true, true)).won).toBe(true);
  });

  it('a full card after the limit ball does not win it, and no balls are left for it', () => {
    expect(liveAcumulado(500, 40, 41, stages(true, true))).toEqual({ value: 500, ball_limit: 40, balls_left: 0, won: false });
  });
});
