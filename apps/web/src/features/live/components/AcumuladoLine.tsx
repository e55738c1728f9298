import { acumuladoTexts, type LiveAcumulado } from '@bingo/core';
import '../acumulado-line.css';

interface Props {
  acumulado: LiveAcumulado;
  /** 'hall': the telão's header; 'phone': a line on the buyer's Sorteio. */
  size: 'hall' | 'phone';
}

/**
 * The running round's Acumulado (docs/decisions/032): "ACUMULADO R$ 2.000 — cartela cheia até a 45ª
 * bola", then the balls left, or that it can no longer come this round, or that it came.
 */
export function AcumuladoLine({ acumulado, size }: Props) {
  const { value, ball_limit: limit, balls_left: left, won } = acumulado;
  const state = won ? 'won' : left > 0 ? 'open' : 'gone';
  const detail = won ? acumuladoTexts.won : left > 0 ? acumuladoTexts.ballsLeft(left) : acumuladoTexts.gone;
  return (
    <section className={`acumulado acumulado--${size} is-${state}`} aria-label="Acumulado" aria-live="polite">
      <p className="acumulado__headline">{acumuladoTexts.headline(value, limit)}</p>
      <p className="acumulado__detail">{detail}</p>
    </section>
  );
}
