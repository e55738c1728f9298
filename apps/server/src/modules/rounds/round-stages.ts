import { prizeKey, prizeStandings, publicName, recordedStageKinds, recordedStageWins, stagesOrDefault, type RoundStage } from '@bingo/core';
import type { Db } from '../../db/client';
import { cardHolderNames, recordEntries } from '../round-records';
import type { RoundRow } from './rounds.repository';

/** A round's stages as stored: the list, or cartela_cheia alone with the round's prize (decisions.md §14). */
export const storedStages = (row: Pick<RoundRow, 'stages' | 'prize'>) => stagesOrDefault(row.stages, row.prize);

/**
 * Each stage of the round with its winners, as the round record has them (stage_won entries not
 * reopened). Names follow the public rule, first name and initial, except for administrators
 * (decisions.md §4, §15).
 */
export async function stageStandings(db: Db, row: RoundRow, isAdmin: boolean): Promise<RoundStage[]> {
  const stages = storedStages(row);
  const entries = row.status === 'not_started' ? [] : await recordEntries(db, row.id);
  const wins = recordedStageWins(recordedStageKinds(entries) ?? [], entries);
  // The ball's number, for the panel and the reports: the record names the ball by its entry's seq.
  const ballAt = new Map(entries.filter((e) => e.kind === 'ball_drawn').map((e) => [e.seq, Number(e.data.number)]));
  // Voided winners stay listed with the reason; delivered ones say to whom (decisions.md §15).
  const prizes = prizeStandings(entries);
  const names = new Map((await cardHolderNames(db, [...new Set(wins.flatMap((w) => w.card_ids))])).map((n) => [n.id, n.fullName]));
  return stages.map((stage) => {
    const win = wins.find((w) => w.kind === stage.kind);
    const name = (id: number) => (isAdmin ? names.get(id) : publicName(names.get(id))) ?? 'Sem nome';
    return {
      kind: stage.kind,
      prize: stage.prize,
      won: Boolean(win),
      ball_seq: win?.ball_seq ?? null,
      ball: (win && ballAt.get(win.ball_seq)) ?? null,
      winners: (win?.card_ids ?? []).map((id) => ({ card_id: id, name: name(id), ...prizes.get(prizeKey(stage.kind, id)) })),
    };
  });
}

/** Whether the stages asked for differ from the round's, the full card's prize aside (it may change, on the record). */
export function stagesChange(row: Pick<RoundRow, 'stages' | 'prize'>, asked: readonly { kind: string; prize: string }[]): boolean {
  const now = storedStages(row).slice(0, -1);
  const want = asked.slice(0, -1);
  return now.length !== want.length || now.some((s, i) => s.kind !== want[i]!.kind || s.prize !== want[i]!.prize);
}
