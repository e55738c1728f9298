import { BINGO_LETTERS, NUMBERS_PER_COLUMN } from '@bingo/core';
import { ballName } from '../draw-texts';

interface Props {
  drawn: ReadonlySet<number>;
  pending: ReadonlySet<number>;
  last: number | null;
  /** Absent: the board only shows the balls (the round is not running). */
  onPick?: (n: number) => void;
}

/**
 * The 75 balls in A J U D E rows. While the round runs each ball is a button, so an organiser at
 * a projector can draw with a click; drawn balls are disabled, so a second click cannot repeat one.
 */
export function DrawBoard({ drawn, pending, last, onPick }: Props) {
  return (
    <div className="draw-board" role="group" aria-label={onPick ? 'Sortear clicando no número' : 'Números sorteados'}>
      {BINGO_LETTERS.map((letter, row) => (
        <div className="draw-board__row" key={letter}>
          <div className="draw-board__letter" aria-hidden="true">
            {letter}
          </div>
          {Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => {
            const n = row * NUMBERS_PER_COLUMN + i + 1;
            const state = n === last ? 'is-last' : drawn.has(n) ? 'is-drawn' : pending.has(n) ? 'is-pending' : '';
            const taken = drawn.has(n) || pending.has(n);
            return (
              <button
                key={n}
                type="button"
                className={`draw-board__ball ${state}`}
                disabled={!onPick || taken}
                aria-label={taken ? `${ballName(n)}, sorteado` : ballName(n)}
                onClick={() => onPick?.(n)}
              >
                {n}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
