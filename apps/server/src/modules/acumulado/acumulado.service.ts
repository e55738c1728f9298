import type { AcumuladoReply } from '@bingo/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { AcumuladoRepository } from './acumulado.repository';

const EVENT_NOT_FOUND = 'Evento não encontrado.';

/** The pot as anyone may read it (docs/decisions/032): terms, value now, every change. */
export class AcumuladoService {
  private readonly repo: AcumuladoRepository;

  constructor(db: Db) {
    this.repo = new AcumuladoRepository(db);
  }

  async get(eventId: number): Promise<AcumuladoReply> {
    const event = await this.repo.event(eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const config =
      event.acumuladoBallLimit === null
        ? null
        : { value: Number(event.acumuladoValue), ball_limit: event.acumuladoBallLimit, increment: Number(event.acumuladoIncrement) };
    return { event_id: event.id, config, pot: (await this.repo.pot(event.id)).value, history: await this.repo.history(event.id) };
  }
}
