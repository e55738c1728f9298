import {
  LIVE_WINNERS_SHOWN,
  publicName,
  recordedStageKinds,
  recordedStageWins,
  stagesOrDefault,
  type LiveStage,
  type RecordEntry,
  type RecordKind,
  type StageKind,
} from '@bingo/core';
import { asc, and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cards, roundRecords } from '../db/schema';

/** The few record entries the live stages need: only the round's start and its stage entries. */
class LiveStagesRepository {
  constructor(private readonly db: Db) {}

  async stageEntries(roundId: number): Promise<Pick<RecordEntry, 'kind' | 'data' | 'seq'>[]> {
    const rows = await this.db
      .select({ kind: roundRecords.kind, data: roundRecords.data, seq: roundRecords.seq })
      .from(roundRecords)
      .where(and(eq(roundRecords.roundId, roundId), inArray(roundRecords.kind, ['round_started', 'stage_won', 'stage_reopened'])))
      .orderBy(asc(roundRecords.seq));
    return rows.map((r) => ({ ...r, kind: r.kind as RecordKind }));
  }

  async names(ids: number[]): Promise<Map<number, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: cards.id, fullName: cards.fullName }).from(cards).where(inArray(cards.id, ids));
    return new Map(rows.map((r) => [r.id, r.fullName]));
  }
}

/**
 * The running round's stages for the hall (decisions.md §14), as its record stands: each stage_won
 * not reopened. Names are the first name and initial, as for the full-card winners.
 */
export async function liveStages(
  db: Db,
  round: { id: number; prize: string; stages: { kind: StageKind; prize: string }[] | null },
): Promise<Omit<LiveStage, 'near'>[]> {
  const repo = new LiveStagesRepository(db);
  const entries = await repo.stageEntries(round.id);
  const wins = recordedStageWins(recordedStageKinds(entries) ?? [], entries);
  const shown = wins.flatMap((w) => w.card_ids.slice(0, LIVE_WINNERS_SHOWN));
  const names = await repo.names([...new Set(shown)]);
  return stagesOrDefault(round.stages, round.prize).map((stage) => {
    const ids = wins.find((w) => w.kind === stage.kind)?.card_ids ?? [];
    return {
      kind: stage.kind,
      prize: stage.prize,
      won: ids.length > 0,
      winners: ids.slice(0, LIVE_WINNERS_SHOWN).map((id) => ({ card_id: id, name: publicName(names.get(id)) })),
      winners_count: ids.length,
    };
  });
}
