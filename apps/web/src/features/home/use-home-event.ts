import { useState } from 'react';
import { useActiveEvent } from '../../lib/active-event';
import { useEvents } from '../events';

/**
 * The event the home shows: the one the organiser picked, else the active event (running or next),
 * else the latest. Every event is offered, finished ones too, to look back at a past night.
 */
export function useHomeEvent() {
  const events = useEvents();
  const active = useActiveEvent();
  const [picked, setPicked] = useState<number | null>(null);
  const list = events.data ?? [];
  const fallback = active.data?.id ?? [...list].sort((a, b) => b.start_date.localeCompare(a.start_date))[0]?.id;
  const eventId = picked ?? fallback;
  const event = list.find((e) => e.id === eventId);
  return { events, eventId, event, pick: setPicked, settled: !events.isPending && !active.isPending };
}
