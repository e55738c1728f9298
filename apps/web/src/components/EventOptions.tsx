import { type BingoEvent, eventStatusLabels, formatDate } from '@bingo/core';

export type EventChoice = Pick<BingoEvent, 'id' | 'name' | 'status' | 'start_date'>;

/** 'Bingo de Julho · 12/07/2026 · Agendado': two nights of the same name are told apart by the date. */
export function eventOptionLabel(event: EventChoice): string {
  return `${event.name} · ${formatDate(event.start_date)} · ${eventStatusLabels[event.status]?.label ?? event.status}`;
}

/** One option per event, for any select that picks an event (the batch form, the list filters). */
export function EventOptions({ events }: { events: EventChoice[] }) {
  return events.map((event) => (
    <option key={event.id} value={event.id}>
      {eventOptionLabel(event)}
    </option>
  ));
}
