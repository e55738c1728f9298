import type { AcumuladoChange } from '@bingo/core';
import type { Db } from '../../db/client';
import { AcumuladoRepository } from './acumulado.repository';

/** The pot's history of an event, oldest first, with who, when and why (docs/decisions/032): for the Resumo do Evento. */
export function acumuladoHistory(db: Db, eventId: number): Promise<AcumuladoChange[]> {
  return new AcumuladoRepository(db).history(eventId);
}

/** Whether the event's pot came from or went to another event: it can no longer be deleted (docs/decisions/032). */
export function potLinkedToOtherEvent(db: Db, eventId: number): Promise<boolean> {
  return new AcumuladoRepository(db).linkedToOtherEvent(eventId);
}
