import { replayStages, STAGE_KINDS, type BallStep, type StageStep, type StageKind, type StageWin } from '../bingo/stages';
import { isLateEntry } from './replay';
import type { RecordCardSet, RecordEntry } from './record-entry';

/**
 * The stages a record plays, from its round_started entry (decisions.md §14); null for a record
 * written before stages were recorded, whose stage winners are not in it and not checked.
 */
export function recordedStageKinds(entries: readonly Pick<RecordEntry, 'kind' | 'data'>[]): StageKind[] | null {
  const start = entries.find((e) => e.kind === 'round_started');
  const stages = start?.data.stages;
  if (!Array.isArray(stages)) return null;
  return stages.map((s: unknown) => {
    const kind = (s as { kind?: unknown } | null)?.kind;
    return (STAGE_KINDS as readonly unknown[]).includes(kind) ? (kind as StageKind) : 'cartela_cheia';
  });
}

/**
 * The stage wins a record stands by at its end: each stage_won not undone by a later
 * stage_reopened. The entries name a stage by its kind (each kind is once in a round).
 */
export function recordedStageWins(
  kinds: readonly StageKind[],
  entries: readonly Pick<RecordEntry, 'kind' | 'data' | 'seq'>[],
): (StageWin & { seq: number })[] {
  const wins: (StageWin & { seq: number })[] = [];
  for (const e of entries) {
    if (e.kind === 'stage_won') {
      const kind = e.data.stage as StageKind;
      wins.push({
        seq: e.seq,
        stage: kinds.indexOf(kind),
        kind,
        ball_seq: Number(e.data.ball_seq),
        card_ids: ((e.data.card_ids as number[] | undefined) ?? []).map(Number),
      });
    }
    if (e.kind === 'stage_reopened') {
      const at = wins.findIndex((w) => w.kind === e.data.stage);
      if (at >= 0) wins.splice(at, 1);
    }
  }
  return wins;
}

/** The record's balls as steps for replayStages: each draw marked with its entry's seq. */
export function ballSteps(entries: readonly Pick<RecordEntry, 'kind' | 'data' | 'seq'>[]): BallStep[] {
  return entries.flatMap((e): BallStep[] => {
    if (e.kind === 'ball_drawn') return [{ kind: 'draw', number: Number(e.data.number), seq: e.seq }];
    if (e.kind === 'ball_removed') return [{ kind: 'remove', number: Number(e.data.number) }];
    return [];
  });
}

/**
 * The record's balls and the cards entering and leaving play, in the record's order: the steps
 * replayStages follows, so each stage is counted over the cards in play when its ball was drawn.
 * Late entries sit the round out (decisions.md §14) and never join it.
 */
export function stageSteps(entries: readonly RecordEntry[], sets: readonly RecordCardSet[]): StageStep[] {
  const bySeq = new Map(sets.map((s) => [s.seq, s.cards]));
  const cardsOf = (seq: number) => bySeq.get(seq) ?? [];
  return entries.flatMap((e): StageStep[] => {
    if (e.kind === 'card_set' || (e.kind === 'cards_added' && !isLateEntry(e)))
      return [{ kind: 'join', cards: cardsOf(e.seq).map((c): [number, number[]] => [c.id, c.numbers]) }];
    if (e.kind === 'cards_removed' || e.kind === 'cards_voided') return [{ kind: 'leave', card_ids: cardsOf(e.seq).map((c) => c.id) }];
    return ballSteps([e]);
  });
}

/**
 * Recomputes the stage winners from the cards in play ball by ball, by plain recount
 * (replayStages), and compares them with what the record says: a record that names a wrong winner,
 * a wrong ball, or misses a win fails. Answers the seq of the first entry that disagrees (the
 * stage_won in question, else the record's last entry), or null when all agree.
 */
export function checkStageWins(entries: readonly RecordEntry[], sets: readonly RecordCardSet[]): number | null {
  const kinds = recordedStageKinds(entries);
  if (!kinds) return null;
  const expected = replayStages(kinds, new Map(), stageSteps(entries, sets));
  const recorded = recordedStageWins(kinds, entries);
  const last = entries.at(-1)?.seq ?? 0;
  for (let i = 0; i < Math.max(expected.length, recorded.length); i++) {
    const want = expected[i];
    const got = recorded[i];
    if (!want || !got) return got?.seq ?? last;
    const same =
      want.stage === got.stage &&
      want.kind === got.kind &&
      want.ball_seq === got.ball_seq &&
      want.card_ids.length === got.card_ids.length &&
      want.card_ids.every((id, j) => id === got.card_ids[j]);
    if (!same) return got.seq;
  }
  return null;
}
