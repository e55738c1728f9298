import { letterOf } from '@bingo/core';
import type { CSSProperties } from 'react';
import './bingo.css';

interface Props {
  number: number | null;
  size?: 'sm' | 'md' | 'xl';
  color?: string;
  textColor?: string;
  /** Not announced: a copy of a ball shown elsewhere (the telão's last five), not news. */
  quiet?: boolean;
}

/** The big ball with the last number and its letter; announced to screen readers when it changes. */
export function BingoBall({ number, size = 'md', color, textColor, quiet = false }: Props) {
  const style = { '--ball-color': color, '--ball-text': textColor } as CSSProperties;
  return (
    <div
      className={`bingo-ball bingo-ball--${size}`}
      style={style}
      aria-live={quiet ? undefined : 'polite'}
      aria-atomic={quiet ? undefined : true}
    >
      {number === null ? (
        <span className="bingo-ball__empty" aria-label="Nenhum número sorteado ainda">
          –
        </span>
      ) : (
        <>
          <span className="bingo-ball__letter">{letterOf(number)}</span>
          <span className="bingo-ball__number">{number}</span>
        </>
      )}
    </div>
  );
}
