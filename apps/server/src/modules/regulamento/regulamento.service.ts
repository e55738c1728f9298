import { inTransaction } from '../../db/unit-of-work';
import { regulamentoMessages, type Regulamento, type RegulamentoInput } from '@bingo/core';
import type { Database, Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND, lockEvent, requireEvent } from '../events';
import { eventRounds } from '../rounds';
import { RegulamentoRepository, toRegulamentoDto } from './regulamento.repository';

/** The regulamento of an event: numbered versions, each published whole and never edited (decisions.md §15). */
export class RegulamentoService {
  constructor(private readonly database: Database) {}

  /** The latest version, or version `version`; 404 in pt-BR when there is none. */
  async get(eventId: number, version?: number): Promise<Regulamento> {
    const found = await this.find(eventId, version);
    if (!found) throw notFound(version === undefined ? regulamentoMessages.notFound : regulamentoMessages.versionNotFound);
    return found;
  }

  /** The latest version, or version `version`; null when there is none (the event's public page shows it only then). */
  async find(eventId: number, version?: number): Promise<Regulamento | null> {
    const repo = new RegulamentoRepository(this.database.db);
    const event = await requireEvent(this.database.db, eventId);
    const row = await repo.get(eventId, version);
    return row ? toRegulamentoDto(row, event.name, await repo.versions(eventId)) : null;
  }

  /**
   * Publishes the next version with the event's rounds and prizes as they are now. The event's row
   * lock makes two publishes at once take versions one after the other.
   */
  async publish(eventId: number, input: RegulamentoInput, userId: number): Promise<Regulamento> {
    return inTransaction(this.database, async ({ tx }) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const repo = new RegulamentoRepository(tx);
      const rounds = await eventRounds(tx, eventId);
      const row = await repo.insert({
        eventId,
        version: ((await repo.latestVersion(eventId)) ?? 0) + 1,
        entidade: input.entidade,
        cnpj: input.cnpj,
        finalidade: input.finalidade,
        contato: input.contato,
        salesFrom: input.vendas_inicio,
        salesTo: input.vendas_fim,
        sorteio: input.sorteio,
        empate: input.empate,
        prazoRetirada: input.prazo_retirada,
        rounds: rounds.map((r) => ({ number: r.number, prize: r.prize })),
        publishedBy: userId,
      });
      return toRegulamentoDto(row, event.name, await repo.versions(eventId));
    });
  }
}

/** The number of the event's latest version, or null: what checkout asks the buyer to accept. */
export function latestRegulamentoVersion(db: Db, eventId: number): Promise<number | null> {
  return new RegulamentoRepository(db).latestVersion(eventId);
}
