import { describe, expect, it } from 'vitest';
import { goalProgress } from './goal-progress';

describe('the goal thermometer’s line', () => {
  it('writes what was raised against the goal, in whole reais and a percentage rounded down', () => {
    expect(goalProgress({ target: 20000, raised: 12340.5 })).toEqual({
      percent: 61,
      fill: (12340.5 / 20000) * 100,
      reached: false,
      line: 'R$ 12.340 de R$ 20.000 — 61%',
    });
  });

  it('says 99% until the last real comes in, and passes 100% without overflowing the bar', () => {
    expect(goalProgress({ target: 20000, raised: 19999.99 })).toMatchObject({ percent: 99, reached: false });
    expect(goalProgress({ target: 20000, raised: 20000 })).toMatchObject({ percent: 100, reached: true, fill: 100 });
    expect(goalProgress({ target: 20000, raised: 25000 })).toMatchObject({
      percent: 125,
      fill: 100,
      line: 'R$ 25.000 de R$ 20.000 — 125%',
    });
  });
});
