import { formatDateTime } from '@bingo/core';
import { useEventReopenings } from '../api/list-event-reopenings';

/** The earlier reopenings of an event, kept with who, when and why (decisions.md §14). Nothing when none. */
export function EventReopenings({ eventId }: { eventId: number }) {
  const reopenings = useEventReopenings(eventId);
  const list = reopenings.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mt-3" aria-label="Reaberturas anteriores">
      <h3 className="h6">Reaberturas anteriores</h3>
      <ul className="small mb-0 ps-3">
        {list.map((r) => (
          <li key={r.id}>
            <time dateTime={r.at}>{formatDateTime(r.at)}</time> por {r.by ?? 'conta excluída'}: {r.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
