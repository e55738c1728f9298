import { inTransaction } from '../../db/unit-of-work';
import type { CardBatch } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createCards } from '../cards';
import { activeEvent, EVENT_NOT_FOUND } from '../events';
import { findUser } from '../users';
import { BatchesRepository } from './batches.repository';

export const BATCH_NOT_FOUND = 'Lote não encontrado.';
export const batchMessages = {
  noEvent: 'Nenhum evento ativo: crie ou agende um evento antes de gerar lotes.',
  finished: (name: string) => `O evento ${name} já foi finalizado: gere o lote para um evento agendado ou em andamento.`,
} as const;

export interface BatchInput {
  name: string;
  amount: number;
  userId: number | null;
  eventId?: number | undefined;
}

export class BatchesService {
  private readonly repo: BatchesRepository;

  constructor(private readonly database: Database) {
    this.repo = new BatchesRepository(database.db);
  }

  list(): Promise<CardBatch[]> {
    return this.repo.list();
  }

  async get(id: number): Promise<CardBatch> {
    const batch = await this.repo.get(id);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    return batch;
  }

  names(eventId?: number): Promise<string[]> {
    return this.repo.names(eventId);
  }

  /** A batch of physical cards with barcodes, for the given event or the active one: all or nothing. */
  async create(input: BatchInput): Promise<CardBatch> {
    try {
      const id = await inTransaction(this.database, async ({ tx }) => {
        const event = await eventForBatch(tx, input.eventId);
        if (input.userId && !(await findUser(tx, input.userId))) throw new AppError(400, 'Responsável não encontrado.');
        const batchId = await new BatchesRepository(tx).insert({
          eventId: event.id,
          name: input.name,
          amount: input.amount,
          userId: input.userId,
        });
        await createCards(tx, event.id, input.amount, () => ({ status: 'física', batchId }), { barcodes: true });
        return batchId;
      });
      return this.get(id);
    } catch (err) {
      if (isUniqueViolation(err, 'card_batches_event_name_key')) throw new AppError(409, 'Já existe um lote com este nome neste evento.');
      throw err;
    }
  }

  /** Refused once any card of the batch is sold; otherwise the batch goes with its cards. */
  async remove(id: number): Promise<void> {
    await inTransaction(this.database, async ({ tx }) => {
      const repo = new BatchesRepository(tx);
      const state = await repo.lockForDelete(id);
      if (!state) throw notFound(BATCH_NOT_FOUND);
      if (state.sold > 0) throw new AppError(409, `Este lote já tem ${state.sold} cartela(s) vendida(s) e não pode ser excluído.`);
      // A voided card is on the record (decisions.md §15): its batch stays.
      if (state.returned > 0) throw new AppError(409, `Este lote já tem ${state.returned} cartela(s) anulada(s) e não pode ser excluído.`);
      await repo.deleteWithCards(id);
    });
  }
}

/**
 * The event the batch's cards belong to: the one chosen, else the active one (decisions.md §13).
 * Its row is key-share locked, as the cards' foreign key would lock it anyway: the event cannot be
 * finished between this check and the cards, and a draw in another event is not held up.
 */
async function eventForBatch(tx: Db, chosenId: number | undefined) {
  const id = chosenId ?? (await activeEvent(tx))?.id;
  if (!id) throw new AppError(409, batchMessages.noEvent);
  const event = await new BatchesRepository(tx).lockEvent(id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.status === 'finalizado') throw new AppError(409, batchMessages.finished(event.name));
  return event;
}
