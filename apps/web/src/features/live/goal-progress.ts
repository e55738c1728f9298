import { formatMoneyWhole, type LiveState } from '@bingo/core';

export type Goal = NonNullable<LiveState['goal']>;

export interface GoalProgress {
  /** Rounded down: 100 only once the goal is really reached; above 100 when it is passed. */
  percent: number;
  /** The bar's fill, 0 to 100. */
  fill: number;
  reached: boolean;
  /** "R$ 12.340 de R$ 20.000 — 62%" */
  line: string;
}

/** How far the event is from its fundraising goal, as the thermometer writes it (docs/decisions/019). */
export function goalProgress({ target, raised }: Goal): GoalProgress {
  const percent = target > 0 ? Math.floor((raised / target) * 100) : 0;
  return {
    percent,
    fill: Math.min(100, Math.max(0, (raised / target) * 100)),
    reached: raised >= target,
    line: `${formatMoneyWhole(raised)} de ${formatMoneyWhole(target)} — ${percent}%`,
  };
}
