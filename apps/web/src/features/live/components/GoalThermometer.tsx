import { goalProgress, type Goal } from '../goal-progress';
import '../goal-thermometer.css';

interface Props {
  goal: Goal;
  /** 'hall': the telão, read from the back of the room; 'phone': a line on the buyer's Sorteio. */
  size: 'hall' | 'phone';
}

/**
 * The event's fundraising goal filling up as sales come in (docs/decisions/019): a bar with the bulb of a
 * thermometer, and "R$ 12.340 de R$ 20.000 — 62%" written beside it for whoever cannot see colours.
 */
export function GoalThermometer({ goal, size }: Props) {
  const progress = goalProgress(goal);
  return (
    <section className={`goal goal--${size}${progress.reached ? ' is-reached' : ''}`} aria-label="Meta de arrecadação">
      <p className="goal__title">{progress.reached ? 'Meta alcançada! Obrigado!' : 'Meta de arrecadação'}</p>
      <div
        className="goal__tube"
        role="progressbar"
        aria-label="Arrecadado da meta"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, progress.percent)}
        aria-valuetext={progress.line}
      >
        <span className="goal__bulb" aria-hidden="true" />
        <span className="goal__fill" style={{ width: `${progress.fill}%` }} />
      </div>
      <p className="goal__line">{progress.line}</p>
    </section>
  );
}
