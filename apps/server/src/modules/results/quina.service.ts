import { CARD_COLUMNS, closestRowMissing, type QuinaList, type RankingEntry } from '@bingo/core';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { drawnBalls, type RankingStore } from '../../live';
import { findRound, ROUND_NOT_FOUND, stageStandings } from '../rounds';

export const ROUND_WITHOUT_QUINA = 'Esta rodada não tem quina.';

/**
 * The quina's lists on the round panel (decisions.md §14), for administrators: its winners as the
 * round record names them, and while it is played the cards one number from a row and the 10
 * closest. Once won, the stage is over: only its winners are listed.
 */
export class QuinaService {
  constructor(
    private readonly database: Database,
    private readonly rankings: RankingStore,
  ) {}

  async list(roundId: number, list: QuinaList): Promise<RankingEntry[]> {
    const db = this.database.db;
    const row = await findRound(db, roundId);
    if (!row) throw notFound(ROUND_NOT_FOUND);
    const quina = (await stageStandings(db, row, true)).find((s) => s.kind === 'quina');
    if (!quina) throw notFound(ROUND_WITHOUT_QUINA);
    if (list === 'winners')
      return this.winners(
        roundId,
        quina.winners.map((w) => w.card_id),
      );
    if (quina.won) return [];
    // Rows are counted only while the quina is played, as the live state does (RankingStore.results).
    const results = await this.rankings.results(row.eventId, roundId, { rows: true });
    return list === 'almost-winners' ? results.quina.almostWinners() : results.quina.top(10);
  }

  /**
   * The record's winners, read by id: a winner stays one even if its card left play afterwards
   * (decisions.md §15: the stage does not reopen), so the engine's cards in play may not hold it.
   */
  private async winners(roundId: number, ids: number[]): Promise<RankingEntry[]> {
    if (ids.length === 0) return [];
    const drawn = new Set(await drawnBalls(this.database.db, roundId));
    const rows = await this.database.db.select().from(cards).where(inArray(cards.id, ids)).orderBy(cards.id);
    return rows.map((card) => {
      const faltando = closestRowMissing(card.numbers, drawn);
      return {
        card_id: card.id,
        full_name: card.fullName,
        address: card.address,
        contact: card.contact,
        barcode: card.barcode,
        acertos: CARD_COLUMNS - faltando.length,
        faltam: faltando.length,
        faltando,
        numbers: card.numbers,
      };
    });
  }
}
