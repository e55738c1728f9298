import { formatClock } from '@bingo/core';
import { foguetinhoTexts } from '../foguetinho-texts';

interface Spin {
  id: number;
  number: number;
  min: number;
  max: number;
  at: string;
}

/** Every spin of the night, oldest first: a second spin for the same prize is there for all to see (decisions.md §15). */
export function FoguetinhoSpinList({ eventName, spins }: { eventName: string; spins: Spin[] }) {
  if (spins.length === 0) return null;
  return (
    <section className="foguetinho__spins" aria-label={foguetinhoTexts.spinsTitle(eventName)}>
      <h2 className="foguetinho__spins-title">{foguetinhoTexts.spinsTitle(eventName)}</h2>
      <ol className="foguetinho__spins-list">
        {spins.map((s) => (
          <li key={s.id}>
            <time dateTime={s.at}>{formatClock(s.at)}</time> · {foguetinhoTexts.spinLine(s.number, s.min, s.max)}
          </li>
        ))}
      </ol>
    </section>
  );
}
