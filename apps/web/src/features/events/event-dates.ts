import { TIME_ZONE } from '@bingo/core';

// en-CA writes dates as YYYY-MM-DD, the order <input type="datetime-local"> wants.
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the São Paulo wall clock 'YYYY-MM-DDTHH:mm', for a datetime-local input. The hall's
 * time, not the device's: an organiser's laptop set to another zone must not shift the event.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The reverse: a São Paulo wall clock typed in the form, as an ISO instant for the API. */
export function fromLocalInput(local: string): string {
  const asUtc = Date.parse(`${local.slice(0, 16)}:00Z`);
  // São Paulo's offset at that moment (a zone may have changed its rules over the years).
  const offset = Date.parse(`${toLocalInput(new Date(asUtc).toISOString())}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
