import { sponsorMessages } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { activeEvent, requireEvent } from '../events';

/**
 * The event a sponsors screen or write is about: the one chosen, else the active one (GET
 * /events/active: the running event, else the nearest scheduled one). An unknown event is a 404;
 * no event at all is null, which lists read as empty.
 */
export async function sponsorsEvent(db: Db, chosen: number | undefined): Promise<number | null> {
  if (chosen === undefined) return (await activeEvent(db))?.id ?? null;
  await requireEvent(db, chosen);
  return chosen;
}

/** As above, for a write: a sponsorship needs an event. */
export async function sponsorsEventToWrite(db: Db, chosen: number | undefined): Promise<number> {
  const id = await sponsorsEvent(db, chosen);
  if (id === null) throw new AppError(409, sponsorMessages.noEvent);
  return id;
}
