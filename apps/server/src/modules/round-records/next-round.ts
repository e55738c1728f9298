/**
 * The round a card joining during round `current` enters: the next one by number that has not
 * drawn a ball and is not finished, or null when the organiser has not created it yet.
 */
export function nextRoundNumber(rounds: { number: number; status: string; hadBall: boolean }[], current: number): number | null {
  return rounds.find((r) => r.number > current && !r.hadBall && r.status === 'not_started')?.number ?? null;
}
