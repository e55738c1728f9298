import { roundStatusLabels, stageKindLabels, type EventPageRound } from '@bingo/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { linkTo } from '../../../lib/paths';
import { eventPageTexts } from '../event-page-texts';

/** Each round with its prize per stage and who won it, first name and initial only (decisions.md §14, §15). */
export function EventRounds({ rounds }: { rounds: EventPageRound[] }) {
  return (
    <section aria-labelledby="event-rounds">
      <h2 id="event-rounds" className="h5 mb-3">
        {eventPageTexts.rounds}
      </h2>
      {rounds.length === 0 ? (
        <p className="text-body-secondary">{eventPageTexts.noRounds}</p>
      ) : (
        <ol className="list-unstyled d-grid gap-3 mb-0">
          {rounds.map((round) => (
            <RoundItem key={round.id} round={round} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RoundItem({ round }: { round: EventPageRound }) {
  const status = roundStatusLabels[round.status];
  // A round that started has a public record (docs/decisions/015), even if it was reopened since.
  const started = round.started_at !== null;
  return (
    <li className="event-page__round card">
      <div className="card-body">
        <h3 className="h6 d-flex flex-wrap align-items-center gap-2 mb-2">
          <span>{eventPageTexts.round(round.number)}</span>
          <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
        </h3>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {round.stages.map((stage) => (
            <li key={stage.kind}>
              <p className="mb-0 fw-semibold">
                <Icon name="trophy-fill" className="me-1 text-warning-emphasis" />
                {stageKindLabels[stage.kind]}: {stage.prize}
              </p>
              {stage.winners.length > 0 ? (
                <ul className="list-unstyled mb-0 ms-4">
                  {stage.winners.map((w) => (
                    <li key={w.card_id}>{eventPageTexts.winner(w.card_id, w.name)}</li>
                  ))}
                </ul>
              ) : (
                <p className="mb-0 ms-4 text-body-secondary">{started ? eventPageTexts.notWon : eventPageTexts.notPlayed}</p>
              )}
            </li>
          ))}
        </ul>
        {started && (
          <p className="mb-0 mt-2">
            <Link to={linkTo.registroRodada(round.id)}>
              <Icon name="shield-check" className="me-1" />
              {eventPageTexts.record(round.number)}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}
