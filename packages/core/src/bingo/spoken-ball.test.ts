import { describe, expect, it } from 'vitest';
import { ballInWords, spokenBall } from './spoken-ball';

describe('the ball called aloud', () => {
  it('says the letter and the number as a caller does', () => {
    expect(spokenBall(38)).toBe('U, trinta e oito');
    expect(spokenBall(1)).toBe('A, um');
    expect(spokenBall(75)).toBe('E, setenta e cinco');
  });

  it('writes every ball of the cage in words', () => {
    expect([10, 11, 14, 16, 19, 20, 21, 30, 45, 50, 62, 70].map(ballInWords)).toEqual([
      'dez',
      'onze',
      'quatorze',
      'dezesseis',
      'dezenove',
      'vinte',
      'vinte e um',
      'trinta',
      'quarenta e cinco',
      'cinquenta',
      'sessenta e dois',
      'setenta',
    ]);
    const all = Array.from({ length: 75 }, (_, i) => ballInWords(i + 1));
    expect(new Set(all).size).toBe(75);
    expect(all.every((w) => /^[a-zê]+( e [a-zê]+)?$/.test(w))).toBe(true);
  });

  it('refuses what is not a ball', () => {
    for (const n of [0, 76, 2.5]) expect(() => ballInWords(n)).toThrow(new RangeError(`not a ball: ${n}`));
  });
});
