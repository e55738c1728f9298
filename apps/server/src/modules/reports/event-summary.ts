import type { EventSummary, ReportQuery, SummaryRound } from '@bingo/core';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawnNumbers, events, rounds } from '../../db/schema';
import { countCardsInPlay, type RankingStore } from '../../live';
import { acumuladoHistory } from '../acumulado';
import { requireEvent } from '../events';
import { eventMoneyFigures } from './event-money-in';
import { ReportsRepository } from './reports.repository';
import { summaryStages } from './summary-stages';

/**
 * Resumo do Evento (docs/decisions/013): what the night raised, how many cards played, and each round
 * played with its winners. Figures come from the same reads as the other reports, so the tabs
 * agree with each other; "in play" and the winners are the live engine's own.
 */
export class EventSummaryService {
  private readonly reports: ReportsRepository;

  constructor(
    private readonly db: Db,
    private readonly rankings: RankingStore,
  ) {
    this.reports = new ReportsRepository(db);
  }

  async summary(query: Pick<ReportQuery, 'event_id'>): Promise<EventSummary> {
    const event = query.event_id === undefined ? null : await requireEvent(this.db, query.event_id);
    const filter = { event_id: query.event_id };
    const [money, reversed, inPlay, played] = await Promise.all([
      // The same figures the prestação de contas publishes (decisions.md §15): one function for both.
      eventMoneyFigures(this.db, query.event_id),
      this.reports.reversalTotals(filter),
      countCardsInPlay(this.db, query.event_id),
      this.rounds(query.event_id),
    ]);
    const { online, physical, sponsors } = money;
    return {
      evento: event && {
        id: event.id,
        name: event.name,
        start_date: event.startDate.toISOString(),
        status: event.status,
      },
      online_compras: online.compras,
      online_cartelas: online.cartelas,
      online_bruto: online.bruto,
      descontos: online.descontos,
      online_liquido: online.liquido,
      fisicas_vendidas: physical.vendidas,
      fisicas_valor: physical.valor,
      patrocinios_recebidos: sponsors.totalRecebido,
      patrocinios_pendentes: sponsors.totalPendente,
      total_arrecadado: money.total,
      meta_arrecadacao: event?.fundraisingGoal == null ? null : Number(event.fundraisingGoal),
      online_estornado: reversed.estornadas_valor,
      compras_estornadas: reversed.estornadas,
      online_contestado: reversed.contestadas_valor,
      compras_contestadas: reversed.contestadas,
      cartelas_em_jogo: inPlay,
      rodadas: played,
      // The pot's history is per event (docs/decisions/032): none when every event is added up.
      acumulado: event ? await acumuladoHistory(this.db, event.id) : [],
    };
  }

  /** Rounds started or finished, in event and round order, each with its full cards. */
  private async rounds(eventId: number | undefined): Promise<SummaryRound[]> {
    const rows = await this.db
      .select({
        id: rounds.id,
        eventId: rounds.eventId,
        evento_nome: events.name,
        numero: rounds.number,
        premio: rounds.prize,
        status: rounds.status,
        bolas: count(drawnNumbers.id),
      })
      .from(rounds)
      .innerJoin(events, eq(events.id, rounds.eventId))
      .leftJoin(drawnNumbers, eq(drawnNumbers.roundId, rounds.id))
      .where(and(ne(rounds.status, 'not_started'), eventId === undefined ? undefined : eq(rounds.eventId, eventId)))
      .groupBy(rounds.id, events.id)
      .orderBy(asc(events.startDate), asc(events.id), asc(rounds.number));
    const played: SummaryRound[] = [];
    // One round at a time: each event's engine is built once and then reused by its next rounds.
    for (const { eventId: ofEvent, status, ...round } of rows) {
      const winners = round.bolas ? (await this.rankings.results(ofEvent, round.id)).winners() : [];
      played.push({
        ...round,
        status: status,
        vencedores: winners.map((w) => ({ card_id: w.card_id, full_name: w.full_name, barcode: w.barcode })),
        etapas: await summaryStages(this.db, round.id),
      });
    }
    return played;
  }
}
