import { describe, expect, it } from 'vitest';
import { secureRandomInt } from './random-number';

describe('secureRandomInt', () => {
  it('stays within 1..50 and reaches both ends', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i += 1) seen.add(secureRandomInt(1, 50));
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(50);
    expect(seen.size).toBe(50);
  });

  it('draws again from the biased top of the range instead of folding it over', () => {
    // 2^32 - 1 lies in the partial last block for a span of 50: rejected, then 99 -> 1 + 99 % 50.
    const values = [0xffffffff, 99];
    const source = (b: Uint32Array) => {
      b[0] = values.shift()!;
      return b;
    };
    expect(secureRandomInt(1, 50, source)).toBe(50);
  });
});
