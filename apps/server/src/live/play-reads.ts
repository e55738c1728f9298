import type { PlayCard } from '@bingo/core';
import type { Db } from '../db/client';
import { LiveRepository } from './live-repository';

// What modules read of the night's play, as operations: the same rules the live engine uses
// (decisions.md §4, §14, §15), with its repository behind this face (docs/decisions/011).

/** Cards in play of an event (decisions.md §4), optionally narrowed to some ids or to recent changes. */
export const cardsInPlay = (db: Db, eventId: number, only: { ids?: number[]; updatedSince?: Date } = {}): Promise<PlayCard[]> =>
  new LiveRepository(db).cardsInPlay(eventId, only);

/** Just the ids in play: cheap enough to diff against what a round has recorded. */
export const cardIdsInPlay = (db: Db, eventId: number): Promise<number[]> => new LiveRepository(db).idsInPlay(eventId);

/** How many cards are in play: of one event, or of every event. */
export const countCardsInPlay = (db: Db, eventId?: number): Promise<number> => new LiveRepository(db).countInPlay(eventId);

/** The round's event and status, or null when there is no such round. */
export const roundOfEvent = (db: Db, roundId: number): Promise<{ eventId: number; status: string } | null> =>
  new LiveRepository(db).roundEvent(roundId);

/** The round's balls in the order they were drawn. */
export const drawnBalls = (db: Db, roundId: number): Promise<number[]> => new LiveRepository(db).balls(roundId);

/** How the card was voided (decisions.md §15), or null while it can play. */
export const cardVoided = (db: Db, cardId: number): Promise<'returned' | 'swapped' | null> => new LiveRepository(db).voidedKind(cardId);

/** Whether the card sits the round out: it joined after the round's first ball (decisions.md §14). */
export const sitsOutRound = (db: Db, roundId: number, cardId: number): Promise<boolean> => new LiveRepository(db).sitsOut(roundId, cardId);

/** What the event raised, as the telão's thermometer shows it (docs/decisions/019). */
export const raisedForEvent = (db: Db, eventId: number): Promise<number> => new LiveRepository(db).raised(eventId);
