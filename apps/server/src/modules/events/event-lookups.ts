import type { Db } from '../../db/client';
import { type AppError, notFound } from '../../lib/app-error';
import { type EventRow, EventsRepository } from './events.repository';
import { anotherRunning, EVENT_NOT_FOUND, refuseAnotherRunning } from './events.service';

// What other modules ask of an event, as operations: the repository stays behind this face
// (docs/decisions/011, "Prefer exporting an operation").

/** The event, or null when there is none with this id. */
export const findEvent = (db: Db, id: number): Promise<EventRow | null> => new EventsRepository(db).get(id);

/** The event, or a 404 'Evento não encontrado.'. */
export async function requireEvent(db: Db, id: number): Promise<EventRow> {
  const event = await findEvent(db, id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** The active event (decisions.md §13): the one em_andamento, else the next scheduled one. */
export const activeEvent = (db: Db): Promise<EventRow | null> => new EventsRepository(db).active();

/**
 * The event's row locked for the rest of the transaction: every change to an event's rounds and
 * balls takes this lock first, so they queue instead of deadlocking.
 */
export const lockEvent = (tx: Db, id: number): Promise<EventRow | null> => new EventsRepository(tx).getForUpdate(id);

/**
 * The event's row locked for a ball: the same queue as lockEvent's writers, but a ball does not
 * wait for purchases still creating their cards, whose inserts hold a key-share lock on the event
 * until they commit (docs/decisions/040).
 */
export const lockEventForDraw = (tx: Db, id: number): Promise<EventRow | null> => new EventsRepository(tx).getForNoKeyUpdate(id);

/**
 * Starting a round of a scheduled event starts the event (decisions.md §3), unless another event
 * is em_andamento (decisions.md §13).
 */
export async function startEventIfScheduled(tx: Db, eventId: number): Promise<void> {
  const events = new EventsRepository(tx);
  const event = await events.get(eventId);
  if (event?.status !== 'scheduled') return;
  await refuseAnotherRunning(events, eventId);
  await events.update(eventId, { status: 'em_andamento' });
}

/** The refusal when the one-running index stopped a start: names the running event if it can still be read. */
export async function anotherEventRunning(db: Db): Promise<AppError> {
  return anotherRunning((await new EventsRepository(db).runningOther(null))?.name);
}
