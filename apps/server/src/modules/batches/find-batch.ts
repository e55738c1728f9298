import type { CardBatch } from '@bingo/core';
import type { Db } from '../../db/client';
import { BatchesRepository } from './batches.repository';

/**
 * The batch, or null when there is none with this id: for the batch's PDF, which lives outside the
 * module; the repository stays behind this face (docs/decisions/011).
 */
export const findBatch = (db: Db, id: number): Promise<CardBatch | null> => new BatchesRepository(db).get(id);
