import { type LiveState, roundStatusLabels } from '@bingo/core';
import { StatusBadge } from '../../../../components/StatusBadge';
import { liveTexts } from '../../live-texts';

/** Event name, and for a running round its status badge, 'Rodada N' and the prize (or a dash). */
export function BigScreenHeader({ state }: { state: LiveState }) {
  const round = state.round;
  const status = round ? roundStatusLabels[round.status] : null;
  return (
    <header className="big-screen__header">
      <h1 className="big-screen__title">{state.event.name}</h1>
      {round && status && (
        <p className="big-screen__round">
          <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
          <span className="big-screen__round-number">{liveTexts.round(round.number)}</span>
          <span aria-hidden="true">·</span>
          <span className="big-screen__prize">{round.prize || liveTexts.noPrize}</span>
        </p>
      )}
    </header>
  );
}
