import type { RecordCardSet } from '@bingo/core';
import type { RoundRecordsRepository } from './round-records.repository';

/** The cards behind each card-bearing entry of a round, with their numbers. */
export async function loadCardSets(repo: RoundRecordsRepository, roundId: number): Promise<RecordCardSet[]> {
  const sets = await repo.cardIdSets(roundId);
  const numbers = new Map((await repo.cardNumbers([...new Set(sets.flatMap((s) => s.cardIds))])).map((c) => [c.id, c.numbers]));
  return sets.map((s) => ({ seq: s.seq, cards: s.cardIds.map((id) => ({ id, numbers: numbers.get(id) ?? [] })) }));
}
