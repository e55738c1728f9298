import { formatDateTime, type FoguetinhoSpin } from '@bingo/core';
import { eventPageTexts } from '../event-page-texts';

/** Every Foguetinho spin of the event, oldest first, drawn by the server and kept (decisions.md §15). */
export function EventFoguetinho({ spins }: { spins: FoguetinhoSpin[] }) {
  return (
    <section aria-labelledby="event-foguetinho">
      <h2 id="event-foguetinho" className="h5 mb-3">
        {eventPageTexts.foguetinho}
      </h2>
      {spins.length === 0 ? (
        <p className="text-body-secondary mb-0">{eventPageTexts.noSpins}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {spins.map((s) => (
            <li key={s.id}>
              <time dateTime={s.at}>{formatDateTime(s.at)}</time> · {eventPageTexts.spinLine(s.number, s.min, s.max)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
