import { purchaseMessages } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { type EventRow, EventsRepository } from './events.repository';
import { EVENT_NOT_FOUND } from './events.service';

// Only an event in progress or scheduled sells: a finished event's cards would never play.
const SELLING = new Set(['em_andamento', 'scheduled']);

/**
 * The event whose cards are being bought (checkout, coupon quote): the one the buyer chose on
 * /comprar when several are on sale, else the active one (decisions.md §6).
 */
export async function eventOnSale(db: Db, eventId: number | undefined): Promise<EventRow> {
  const events = new EventsRepository(db);
  if (eventId === undefined) {
    const active = await events.active();
    if (!active) throw new AppError(409, purchaseMessages.noActiveEvent);
    return active;
  }
  const event = await events.get(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!SELLING.has(event.status)) throw conflict(purchaseMessages.eventClosed);
  return event;
}
