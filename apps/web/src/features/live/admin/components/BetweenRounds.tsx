import type { LiveState } from '@bingo/core';
import type { ReactNode } from 'react';
import { liveTexts } from '../../live-texts';
import { GoalThermometer } from '../../components/GoalThermometer';
import { SponsorRotation } from './SponsorRotation';

/** With the thermometer on screen the logos keep one row, so nothing runs off the projection. */
const SPONSORS_WITH_GOAL = 4;

/**
 * What the projector shows when no round runs: the next round and its prize, or the thank-you at
 * the end, with the night's sponsors turning beneath, instead of a bare waiting line.
 */
export function BetweenRounds({ state, finished, children }: { state: LiveState; finished: boolean; children?: ReactNode }) {
  const next = state.next_round;
  return (
    <div className="big-screen__between">
      <p className="big-screen__message" role="status">
        {finished ? liveTexts.finishedBigScreen : liveTexts.waiting}
      </p>
      {!finished && next && (
        <p className="big-screen__next">
          {liveTexts.round(next.number)}
          {next.prize && <span className="big-screen__prize">{next.prize}</span>}
        </p>
      )}
      {state.goal && <GoalThermometer goal={state.goal} size="hall" />}
      {/* The finished round's public record (docs/decisions/015). */}
      {children}
      <SponsorRotation
        sponsors={state.event_sponsors}
        title={finished ? 'Obrigado aos nossos patrocinadores' : 'Nossos patrocinadores'}
        perPage={state.goal ? SPONSORS_WITH_GOAL : undefined}
      />
    </div>
  );
}
