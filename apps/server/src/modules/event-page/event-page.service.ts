import type { EventPage } from '@bingo/core';
import type { Database } from '../../db/client';
import { EventsService } from '../events';
import { FoguetinhoService } from '../foguetinho';
import { RegulamentoService } from '../regulamento';
import { RoundsService } from '../rounds';

/** The thermometer as the telão shows it: the event's live state (docs/decisions/019), null when hidden. */
export type GoalOf = (eventId: number) => Promise<EventPage['goal']>;

/**
 * The event's public page (decisions.md §15), assembled from what each module already answers in
 * public: no query of its own, so the page cannot show more than the routes it gathers. Every
 * event is public, as its regulamento, Foguetinho spins and round records already are; an unknown
 * id is the events module's 404.
 */
export class EventPageService {
  private readonly events: EventsService;
  private readonly rounds: RoundsService;
  private readonly regulamento: RegulamentoService;
  private readonly foguetinho: FoguetinhoService;

  constructor(
    database: Database,
    cardPrice: number,
    private readonly goalOf: GoalOf,
  ) {
    this.events = new EventsService(database, cardPrice);
    this.rounds = new RoundsService(database);
    this.regulamento = new RegulamentoService(database);
    this.foguetinho = new FoguetinhoService(database);
  }

  async get(eventId: number): Promise<EventPage> {
    const event = await this.events.get(eventId);
    const [open, rounds, regulamento, spins, goal] = await Promise.all([
      this.events.open(),
      // Not as an admin: the winners come as first name and initial (decisions.md §15).
      this.rounds.listByEvent(eventId, false),
      this.regulamento.find(eventId),
      this.foguetinho.list(eventId),
      this.goalOf(eventId),
    ]);
    return {
      event: { id: event.id, name: event.name, start_date: event.start_date, status: event.status, card_price: event.card_price },
      on_sale: open.some((e) => e.id === eventId),
      goal,
      regulamento: regulamento && {
        version: regulamento.version,
        published_at: regulamento.published_at,
        entidade: regulamento.entidade,
        cnpj: regulamento.cnpj,
        finalidade: regulamento.finalidade,
        contato: regulamento.contato,
        vendas_inicio: regulamento.vendas_inicio,
        vendas_fim: regulamento.vendas_fim,
        prazo_retirada: regulamento.prazo_retirada,
      },
      rounds: rounds.map(({ id, number, prize, status, started_at, finished_at, stages }) => ({
        id,
        number,
        prize,
        status,
        started_at,
        finished_at,
        stages,
      })),
      foguetinho: spins,
      // The prestação de contas is published by its own module, being built apart: wired in when it lands.
      contas: null,
    };
  }
}
