import { describe, expect, it } from 'vitest';
import { nextRoundNumber } from './round-form';

describe('nextRoundNumber', () => {
  it('is 1 for an event without rounds', () => {
    expect(nextRoundNumber([])).toBe(1);
  });

  it('is the highest number plus 1, whatever the order or gaps', () => {
    expect(nextRoundNumber([{ number: 3 }, { number: 1 }, { number: 7 }])).toBe(8);
  });
});
