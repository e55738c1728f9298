import { MAX_BALL, stageKindLabels, type LiveState } from '@bingo/core';
import { BingoBall } from '../../../components/bingo/BingoBall';
import { liveTexts } from '../live-texts';
import { useBallEntrance } from '../use-ball-entrance';
import { AcumuladoLine } from './AcumuladoLine';

/**
 * The running round at a glance: the last ball, 'Rodada N', the prize and how far the draw is; a
 * round of more than one stage lists them with their prizes, the one played now marked (decisions.md §14).
 */
export function LiveDrawSummary({ state }: { state: LiveState }) {
  const ballRef = useBallEntrance<HTMLDivElement>(state.last_number);
  const round = state.round;
  if (!round) return null;
  const current = round.stages.find((s) => !s.won);
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
          {round.stages.length > 1 ? (
            <ul className="list-unstyled mb-1" aria-label="Prêmios da rodada">
              {round.stages.map((s) => (
                <li key={s.kind} className="text-break">
                  <span className="fw-semibold">{stageKindLabels[s.kind]}</span>: {s.prize}
                  {s.won && <span className="badge text-bg-success ms-2">Saiu</span>}
                  {s === current && <span className="badge text-bg-warning ms-2">Valendo</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mb-1 fw-semibold text-break">{round.prize || liveTexts.noPrize}</p>
          )}
          <p className="mb-0 small text-body-secondary">
            {state.drawn.length} de {MAX_BALL} números sorteados
          </p>
        </div>
      </div>
      {state.acumulado && (
        <div className="card-body pt-0">
          <AcumuladoLine acumulado={state.acumulado} size="phone" />
        </div>
      )}
    </section>
  );
}
