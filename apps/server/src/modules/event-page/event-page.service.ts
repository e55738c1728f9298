import type { EventPage } from '@bingo/core';
import type { Db } from '../../db/client';
import { raisedForEvent } from '../../live';
import type { contasServices } from '../contas';
import type { eventsServices } from '../events';
import type { foguetinhoServices } from '../foguetinho';
import type { regulamentoServices } from '../regulamento';
import type { roundsServices } from '../rounds';

/** The other modules' services the page reads, as the app built them once (docs/decisions/039). */
export type EventPageSources = ReturnType<typeof eventsServices> &
  ReturnType<typeof roundsServices> &
  ReturnType<typeof regulamentoServices> &
  ReturnType<typeof foguetinhoServices> &
  ReturnType<typeof contasServices>;

/**
 * The event's public page (decisions.md §15, docs/decisions/036), assembled from what each module
 * already answers in public, so the page cannot show more than the routes it gathers. Every event
 * is public, as its regulamento, Foguetinho spins and round records already are; an unknown id is
 * the events module's 404.
 */
export class EventPageService {
  constructor(
    private readonly db: Db,
    private readonly sources: EventPageSources,
  ) {}

  async get(eventId: number): Promise<EventPage> {
    const { events, rounds, regulamento, foguetinho, contas } = this.sources;
    const event = await events.get(eventId);
    const shown = event.meta_visivel && event.meta_arrecadacao !== null;
    const [open, played, rules, spins, raised, accounts] = await Promise.all([
      events.open(),
      // Not as an admin: the winners come as first name and initial (decisions.md §15).
      rounds.listByEvent(eventId, false),
      regulamento.find(eventId),
      foguetinho.list(eventId),
      // The sum the telão's thermometer shows (docs/decisions/019), read only when the goal is shown.
      shown ? raisedForEvent(this.db, eventId) : null,
      contas.latest(eventId),
    ]);
    return {
      event: { id: event.id, name: event.name, start_date: event.start_date, status: event.status, card_price: event.card_price },
      on_sale: open.some((e) => e.id === eventId),
      goal: shown && raised !== null ? { target: event.meta_arrecadacao!, raised } : null,
      regulamento: rules && {
        version: rules.version,
        published_at: rules.published_at,
        entidade: rules.entidade,
        cnpj: rules.cnpj,
        finalidade: rules.finalidade,
        contato: rules.contato,
        vendas_inicio: rules.vendas_inicio,
        vendas_fim: rules.vendas_fim,
        prazo_retirada: rules.prazo_retirada,
      },
      // The organiser's notes stay off the public page.
      rounds: played.map(({ id, number, prize, status, started_at, finished_at, stages }) => ({
        id,
        number,
        prize,
        status,
        started_at,
        finished_at,
        stages,
      })),
      foguetinho: spins,
      // The latest published prestação de contas, by its hash (decisions.md §15, docs/decisions/034).
      contas: accounts,
    };
  }
}
