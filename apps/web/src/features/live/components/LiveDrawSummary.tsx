import { MAX_BALL, type LiveState } from '@bingo/core';
import { BingoBall } from '../../../components/bingo/BingoBall';
import { liveTexts } from '../live-texts';
import { useBallEntrance } from '../use-ball-entrance';

/** The running round at a glance: the last ball, 'Rodada N', the prize and how far the draw is. */
export function LiveDrawSummary({ state }: { state: LiveState }) {
  const ballRef = useBallEntrance<HTMLDivElement>(state.last_number);
  const round = state.round;
  if (!round) return null;
  return (
    <section className="live-summary card shadow-sm" aria-labelledby="live-round-title">
      <div className="card-body d-flex align-items-center gap-3">
        <div ref={ballRef} className="flex-shrink-0">
          <BingoBall number={state.last_number} />
        </div>
        <div className="min-w-0">
          <h2 id="live-round-title" className="h4 mb-1">
            {liveTexts.round(round.number)}
          </h2>
          <p className="mb-1 fw-semibold text-break">{round.prize || liveTexts.noPrize}</p>
          <p className="mb-0 small text-body-secondary">
            {state.drawn.length} de {MAX_BALL} números sorteados
          </p>
        </div>
      </div>
    </section>
  );
}
