import { describe, expect, it } from 'vitest';
import { columnOf, columnRange, isBall, letterOf } from './letters';

describe('balls and the letters A J U D E', () => {
  it('puts each ball under its column letter, 15 numbers a column', () => {
    const letters = Array.from({ length: 75 }, (_, i) => letterOf(i + 1)).join('');
    expect(letters).toBe(['A', 'J', 'U', 'D', 'E'].map((l) => l.repeat(15)).join(''));
    expect([1, 15, 16, 75].map(columnOf)).toEqual([0, 0, 1, 4]);
    expect([0, 1, 2, 3, 4].map(columnRange)).toEqual([
      [1, 15],
      [16, 30],
      [31, 45],
      [46, 60],
      [61, 75],
    ]);
  });

  it('names no letter for a number outside the cage', () => {
    for (const n of [0, 76, -3]) expect(() => letterOf(n)).toThrow(`Bola fora do intervalo: ${n}`);
  });

  it('takes only whole numbers from 1 to 75 as balls', () => {
    expect([1, 38, 75].every(isBall)).toBe(true);
    for (const n of [0, 76, 1.5, Number.NaN, '5', null]) expect(isBall(n)).toBe(false);
  });
});
