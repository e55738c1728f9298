import { type LiveState, roundStatusLabels, stageKindLabels } from '@bingo/core';
import { Icon } from '../../../../components/Icon';
import { StatusBadge } from '../../../../components/StatusBadge';
import { liveTexts } from '../../live-texts';
import { AcumuladoLine } from '../../components/AcumuladoLine';

/** Past this many characters the name is set smaller, so a parish's full name fits between the QR code and the count. */
const LONG_NAME = 28;

/**
 * Event name, and for a running round its status badge, 'Rodada N' and the prize as a banner (or a
 * dash); a round of more than one stage also names the stage now played and its prize (decisions.md §14).
 */
export function BigScreenHeader({ state }: { state: LiveState }) {
  const round = state.round;
  const status = round ? roundStatusLabels[round.status] : null;
  const current = round && round.stages.length > 1 ? round.stages.find((s) => !s.won) : undefined;
  return (
    <header className="big-screen__header">
      <h1 className={`big-screen__title${state.event.name.length > LONG_NAME ? ' is-long' : ''}`}>{state.event.name}</h1>
      {round && status && (
        <p className="big-screen__round">
          <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
          <span className="big-screen__round-number">{liveTexts.round(round.number)}</span>
          <span className="big-screen__prize">
            {round.prize && <Icon name="trophy-fill" className="me-2" />}
            {round.prize || liveTexts.noPrize}
          </span>
        </p>
      )}
      {current && (
        <p className="big-screen__current-stage">
          {stageKindLabels[current.kind]} — Prêmio: {current.prize}
        </p>
      )}
      {round && state.acumulado && <AcumuladoLine acumulado={state.acumulado} size="hall" />}
    </header>
  );
}
