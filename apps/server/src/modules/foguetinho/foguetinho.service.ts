import { randomInt } from 'node:crypto';
import type { FoguetinhoSpin } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { requireEvent } from '../events';
import { FoguetinhoRepository } from './foguetinho.repository';

/**
 * The Foguetinho's number comes from the server's CSPRNG when the spin starts, and every spin is
 * kept with its range and operator, so a second spin for the same prize is visible to all
 * (decisions.md §15). The browser only animates towards the number.
 */
export class FoguetinhoService {
  private readonly spins: FoguetinhoRepository;

  private readonly db: Db;

  constructor(database: Database) {
    this.spins = new FoguetinhoRepository(database.db);
    this.db = database.db;
  }

  async spin(eventId: number, range: { min: number; max: number }, userId: number): Promise<FoguetinhoSpin> {
    await requireEvent(this.db, eventId);
    // randomInt's upper bound is exclusive; it rejects rather than folds, so every number is as likely.
    const number = randomInt(range.min, range.max + 1);
    const id = await this.spins.insert({ eventId, userId, ...range, number });
    return (await this.spins.list(eventId)).find((s) => s.id === id)!;
  }

  async list(eventId: number): Promise<FoguetinhoSpin[]> {
    await requireEvent(this.db, eventId);
    return this.spins.list(eventId);
  }
}
