import type { StageKind } from '@bingo/core';

/** A stage as the panel's results show it: its counts come from the live state while the round runs. */
export interface PanelStage {
  kind: StageKind;
  prize: string;
  won: boolean;
  /** The ball that won it (1..75), when the round says so. */
  ball: number | null;
  current: boolean;
  counts?: { winners: number; almost: number };
}

interface RoundStageIn {
  kind: StageKind;
  prize: string;
  won: boolean;
  ball: number | null;
}
interface LiveStageIn {
  kind: StageKind;
  won: boolean;
  winners_count: number;
  near: number;
}

/**
 * The round's stages for the panel's results (decisions.md §14): the stage now played (the first
 * not won) first, then the others in the round's order. The live state, when it speaks of this
 * round, is fresher than the round read: it decides what is won and gives the counts. The full
 * card's counts are the round's own (winners_count, near_winners).
 */
export function panelStages(
  stages: readonly RoundStageIn[],
  live: readonly LiveStageIn[] | undefined,
  fullCounts: { winners: number; almost: number } | undefined,
): PanelStage[] {
  const list = stages.map((s): PanelStage => {
    const now = live?.find((l) => l.kind === s.kind);
    const counts = s.kind === 'cartela_cheia' ? fullCounts : now && { winners: now.winners_count, almost: now.near };
    return { kind: s.kind, prize: s.prize, won: now?.won ?? s.won, ball: s.ball, current: false, ...(counts ? { counts } : {}) };
  });
  const at = list.findIndex((s) => !s.won);
  if (at < 0) return list;
  const current = { ...list[at]!, current: true };
  return [current, ...list.filter((_, i) => i !== at)];
}
