import { CARD_SIZE, RANKING_PAGE_SIZE, type CardCheck, type RankingEntry, type Standing } from '@bingo/core';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { LiveRepository, type RankingStore } from '../../live';
import { ROUND_NOT_FOUND } from '../rounds';

export const CARD_NOT_FOUND = 'Cartela não encontrada.';

/** Address and contact are personal data: only administrators receive them (decisions.md §4). */
export function forViewer(standing: Standing, isAdmin: boolean): RankingEntry {
  if (isAdmin) return standing;
  const { address: _a, contact: _c, ...rest } = standing;
  return rest;
}

export class ResultsService {
  private readonly repo: LiveRepository;

  constructor(
    private readonly database: Database,
    private readonly rankings: RankingStore,
  ) {
    this.repo = new LiveRepository(database.db);
  }

  private async results(roundId: number) {
    const round = await this.repo.roundEvent(roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    return { round, results: await this.rankings.results(round.eventId, roundId) };
  }

  async winners(roundId: number) {
    return (await this.results(roundId)).results.winners();
  }

  async almostWinners(roundId: number) {
    return (await this.results(roundId)).results.almostWinners();
  }

  async top10(roundId: number) {
    return (await this.results(roundId)).results.top(10);
  }

  async ranking(roundId: number, page: number, search?: string) {
    return (await this.results(roundId)).results.ranking(page, RANKING_PAGE_SIZE, search);
  }

  /** Checks any card of the round's event (sold or not) by id or barcode against the round's balls. */
  async check(roundId: number, query: string): Promise<CardCheck> {
    const round = await this.repo.roundEvent(roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    // `query` comes trimmed and not empty (cardCheckQuery): a card number or a barcode is digits only.
    if (!/^\d+$/.test(query)) throw notFound(CARD_NOT_FOUND);
    // A card number has at most 9 digits (ids are 32-bit); anything longer can only be a barcode.
    const byId = query.length <= 9 ? [eq(cards.id, Number(query))] : [];
    const [card] = await this.database.db
      .select()
      .from(cards)
      .where(and(eq(cards.eventId, round.eventId), or(...byId, eq(cards.barcode, query))))
      .limit(1);
    if (!card) throw notFound(CARD_NOT_FOUND);
    const drawn = await this.repo.balls(roundId);
    const drawnSet = new Set(drawn);
    const faltando = card.numbers.filter((n) => !drawnSet.has(n));
    const sold = (await this.repo.cardsInPlay(round.eventId, { ids: [card.id] })).length > 0;
    const late = sold && (await this.repo.sitsOut(roundId, card.id));
    return {
      card_id: card.id,
      full_name: card.fullName,
      address: card.address,
      contact: card.contact,
      barcode: card.barcode,
      acertos: CARD_SIZE - faltando.length,
      faltam: faltando.length,
      faltando,
      numbers: card.numbers,
      status: card.status as CardCheck['status'],
      in_play: sold && !late,
      next_round: late,
      round_id: roundId,
      drawn,
    };
  }
}
