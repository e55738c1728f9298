import type { BingoEvent } from '@bingo/core';
import { useState } from 'react';
import { useActiveEvent } from '../../lib/active-event';
import { useEvents } from '../events';
import { sponsorTexts } from './sponsor-texts';

/**
 * The event the sponsors screen is about (decisions.md §13): the one chosen, else the active
 * event, else the latest one. Every event can be chosen, a finished one too (a sponsor may pay
 * after the night). `ready` is false while the default is still unknown, so the screen never
 * reads one event's sponsors and then another's.
 */
export function useSponsorsEvent() {
  const events = useEvents(sponsorTexts.eventsFailed);
  const active = useActiveEvent();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const list = sponsorEvents(events.data, active.data);
  const eventId = chosen ?? active.data?.id ?? list[0]?.id;
  const ready = chosen !== undefined || (!active.isPending && (Boolean(active.data) || !events.isPending));
  return { events: list, eventId, event: list.find((e) => e.id === eventId), ready, choose: setChosen };
}

/** The events list, with the active event in it even when the list could not be read. */
export function sponsorEvents(events: BingoEvent[] | undefined, active: BingoEvent | null | undefined): BingoEvent[] {
  const list = [...(events ?? [])];
  if (active && !list.some((e) => e.id === active.id)) list.unshift(active);
  return list;
}
