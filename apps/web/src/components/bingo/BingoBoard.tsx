import { BINGO_LETTERS, NUMBERS_PER_COLUMN } from '@bingo/core';
import type { CSSProperties } from 'react';
import './bingo.css';

export interface BoardColors {
  letter?: string;
  /** Text on the letter circles (default white). */
  letterText?: string;
  ball?: string;
  drawn?: string;
  /** Text on drawn balls (default white). */
  drawnText?: string;
  last?: string;
  text?: string;
  lastText?: string;
}

interface Props {
  drawn: readonly number[];
  last?: number | null;
  colors?: BoardColors;
  size?: 'sm' | 'lg';
}

/** The 75 balls in five rows, one per letter (A 1-15 ... E 61-75); drawn and last ball marked. */
export function BingoBoard({ drawn, last = null, colors, size = 'sm' }: Props) {
  const drawnSet = new Set(drawn);
  const style = {
    '--board-letter': colors?.letter,
    '--board-letter-text': colors?.letterText,
    '--board-ball': colors?.ball,
    '--board-drawn': colors?.drawn,
    '--board-drawn-text': colors?.drawnText,
    '--board-last': colors?.last,
    '--board-text': colors?.text,
    '--board-last-text': colors?.lastText,
  } as CSSProperties;
  return (
    <div className={`bingo-board bingo-board--${size}`} style={style} role="table" aria-label="Painel de números sorteados">
      {BINGO_LETTERS.map((letter, row) => (
        <div className="bingo-board__row" role="row" key={letter}>
          <div className="bingo-board__letter" role="rowheader">
            {letter}
          </div>
          {Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => {
            const n = row * NUMBERS_PER_COLUMN + i + 1;
            const state = n === last ? 'last' : drawnSet.has(n) ? 'drawn' : 'idle';
            return (
              <div
                key={n}
                role="cell"
                className={`bingo-board__ball is-${state}`}
                aria-label={state === 'idle' ? String(n) : `${n}, sorteado`}
              >
                {n}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
