import type { SummaryStage } from '@bingo/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cards } from '../../db/schema';
import { findRound, stageStandings } from '../rounds';

/**
 * Each stage of a round played, with its prize, the ball that won it and its winners as the round
 * record names them (decisions.md §14): what the Resumo do Evento, its PDF and its spreadsheet list.
 * A winner keeps its place even if its card left play afterwards (decisions.md §15).
 */
export async function summaryStages(db: Db, roundId: number): Promise<SummaryStage[]> {
  const row = await findRound(db, roundId);
  if (!row) return [];
  const stages = await stageStandings(db, row, true);
  const ids = [...new Set(stages.flatMap((s) => s.winners.map((w) => w.card_id)))];
  const held = ids.length
    ? await db.select({ id: cards.id, fullName: cards.fullName, barcode: cards.barcode }).from(cards).where(inArray(cards.id, ids))
    : [];
  const byId = new Map(held.map((c) => [c.id, c]));
  return stages.map((s) => ({
    etapa: s.kind,
    premio: s.prize,
    bola: s.ball,
    vencedores: s.winners.map((w) => ({
      card_id: w.card_id,
      full_name: byId.get(w.card_id)?.fullName ?? null,
      barcode: byId.get(w.card_id)?.barcode ?? null,
    })),
  }));
}
