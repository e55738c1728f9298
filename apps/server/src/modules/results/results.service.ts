import {
  CARD_SIZE,
  RANKING_PAGE_SIZE,
  prizeKey,
  prizeStandings,
  publicName,
  type CardCheck,
  type RankingEntry,
  type Standing,
  type WinnerEntry,
} from '@bingo/core';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardClaims, cards } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { cardsInPlay, cardVoided, drawnBalls, roundOfEvent, sitsOutRound, type RankingStore } from '../../live';
import { ROUND_NOT_FOUND } from '../rounds';
import { recordEntries } from '../round-records';

export const CARD_NOT_FOUND = 'Cartela não encontrada.';

/** Who asks for a round's lists: administrators see every buyer's data (decisions.md §4). */
export interface Viewer {
  id: number;
  is_admin: boolean;
}

/**
 * A standing as a viewer may see it. Address and contact are personal data: only administrators
 * receive them (decisions.md §4). Another buyer's name is only its first name and initial, as the
 * hall and the public round record show it (decisions.md §15, core's publicName); on the viewer's
 * own cards (bought, or paper added to the account) the name stays whole.
 */
export function forViewer(standing: Standing, isAdmin: boolean, own: ReadonlySet<number>): RankingEntry {
  if (isAdmin) return standing;
  const { address: _a, contact: _c, ...rest } = standing;
  return own.has(standing.card_id) ? rest : { ...rest, full_name: publicName(rest.full_name) };
}

export class ResultsService {
  constructor(
    private readonly database: Database,
    private readonly rankings: RankingStore,
  ) {}

  private async results(roundId: number) {
    const round = await roundOfEvent(this.database.db, roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    return { round, results: await this.rankings.results(round.eventId, roundId) };
  }

  /** The full-card winners; a voided one stays listed with its reason (decisions.md §15, docs/decisions/035). */
  async winners(roundId: number, viewer: Viewer): Promise<WinnerEntry[]> {
    const { round, results } = await this.results(roundId);
    const shown = await this.shown(results.winners(), round.eventId, viewer);
    if (shown.length === 0) return shown;
    const prizes = prizeStandings(await recordEntries(this.database.db, roundId));
    return shown.map((w) => ({ ...w, ...prizes.get(prizeKey('cartela_cheia', w.card_id)) }));
  }

  async almostWinners(roundId: number, viewer: Viewer) {
    const { round, results } = await this.results(roundId);
    return this.shown(results.almostWinners(), round.eventId, viewer);
  }

  async top10(roundId: number, viewer: Viewer) {
    const { round, results } = await this.results(roundId);
    return this.shown(results.top(10), round.eventId, viewer);
  }

  private async shown(standings: Standing[], eventId: number, viewer: Viewer): Promise<RankingEntry[]> {
    const own = viewer.is_admin ? new Set<number>() : await this.ownCards(viewer.id, eventId);
    return standings.map((s) => forViewer(s, viewer.is_admin, own));
  }

  /**
   * The user's cards in the event: bought by them, or paper cards they added (docs/decisions/018).
   * A buyer's few cards, not the lists' thousands of ids on a late ball.
   */
  private async ownCards(userId: number, eventId: number): Promise<Set<number>> {
    const db = this.database.db;
    const [bought, claimed] = await Promise.all([
      db
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.eventId, eventId), eq(cards.userId, userId))),
      db
        .select({ id: cardClaims.cardId })
        .from(cardClaims)
        .innerJoin(cards, eq(cards.id, cardClaims.cardId))
        .where(and(eq(cards.eventId, eventId), eq(cardClaims.userId, userId))),
    ]);
    return new Set([...bought, ...claimed].map((r) => r.id));
  }

  async ranking(roundId: number, page: number, search?: string) {
    return (await this.results(roundId)).results.ranking(page, RANKING_PAGE_SIZE, search);
  }

  /** Checks any card of the round's event (sold or not) by id or barcode against the round's balls. */
  async check(roundId: number, query: string): Promise<CardCheck> {
    const round = await roundOfEvent(this.database.db, roundId);
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
    const drawn = await drawnBalls(this.database.db, roundId);
    const drawnSet = new Set(drawn);
    const faltando = card.numbers.filter((n) => !drawnSet.has(n));
    // A voided card is out of play for good: the check says "Cartela devolvida (anulada)" (decisions.md §15).
    const voided = await cardVoided(this.database.db, card.id);
    const sold = (await cardsInPlay(this.database.db, round.eventId, { ids: [card.id] })).length > 0;
    const late = sold && (await sitsOutRound(this.database.db, roundId, card.id));
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
      status: card.status,
      in_play: sold && !late,
      next_round: late,
      round_id: roundId,
      drawn,
      voided,
    };
  }
}
