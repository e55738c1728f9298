import type { LiveAcumulado, LiveStage } from '@bingo/core';

/**
 * The running round's Acumulado as the telão and the Sorteio show it (docs/decisions/032): the pot,
 * the limit and the balls the hall may still draw for it. `won` reads the full card's stage with
 * the balls standing now, which is the hall's count of that ball while the round lasts (the round
 * ends with the full card); the round's finish decides from the record and writes the outcome.
 */
export function liveAcumulado(
  value: number,
  limit: number,
  drawn: number,
  stages: readonly Pick<LiveStage, 'kind' | 'won'>[],
): LiveAcumulado {
  const fullCard = stages.find((s) => s.kind === 'cartela_cheia');
  return { value, ball_limit: limit, balls_left: Math.max(0, limit - drawn), won: !!fullCard?.won && drawn <= limit };
}
