import { MAX_BALL, type LiveState } from '@bingo/core';
import { Button } from 'react-bootstrap';
import { BingoBall } from '../../../components/bingo/BingoBall';
import { Icon } from '../../../components/Icon';
import { type CardProgress, missingLabel } from '../card-progress';

interface Props {
  state: LiveState;
  best: CardProgress | undefined;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
}

/**
 * Stays on top while the buyer scrolls through their cards: the last ball, how far the round is,
 * and how close their best card is, with the switch for sound and vibration.
 */
export function LiveStickyBar({ state, best, muted, onMutedChange }: Props) {
  return (
    <div className="live-sticky" aria-label="Resumo do sorteio" role="region">
      <BingoBall number={state.last_number} size="sm" quiet />
      <span className="live-sticky__count">
        <strong>{state.drawn.length}</strong> de {MAX_BALL}
      </span>
      {best && (
        <span
          className={`badge live-sticky__best text-bg-${best.missing === 0 ? 'success' : best.missing === 1 ? 'warning' : 'secondary'}`}
        >
          {missingLabel(best.missing)}
        </span>
      )}
      <Button
        variant="link"
        size="sm"
        className="ms-auto live-sticky__mute"
        aria-pressed={!muted}
        aria-label="Som e vibração"
        title={muted ? 'Som e vibração desligados' : 'Som e vibração ligados'}
        onClick={() => onMutedChange(!muted)}
      >
        <Icon name={muted ? 'bell-slash' : 'bell-fill'} />
      </Button>
    </div>
  );
}
