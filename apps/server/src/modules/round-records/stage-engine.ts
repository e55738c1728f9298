import { CardIndex, recordedStageKinds, RoundTally, StageTracker, stageSteps } from '@bingo/core';
import { loadCardSets } from './card-sets';
import type { RoundRecordsRepository } from './round-records.repository';

/** A round's live stage engine and the record head it is in step with. */
interface Held {
  head: string;
  tracker: StageTracker;
}

/**
 * The stage engine of each running round (decisions.md §14): the core's StageTracker over a
 * RoundTally that counts rows, fed with the record's steps: the cards it puts in play (late entries
 * sit out by never being there), those it takes out of play, and its balls. It is kept per process and trusted only while the
 * record's head is the one it last saw: any other writer (another process, a card leaving play, a
 * rolled-back transaction) moves the head, and the engine is rebuilt from the record.
 */
export class StageEngine {
  private static readonly held = new Map<number, Held>();

  constructor(private readonly repo: RoundRecordsRepository) {}

  /** The record head after the caller's entries: the engine is in step with it. */
  seen(roundId: number, head: string): void {
    const held = StageEngine.held.get(roundId);
    if (held) held.head = head;
  }

  /** An entry that moves no ball nor card was appended: an engine in step with `from` stays so. */
  static advance(roundId: number, from: string, to: string): void {
    const held = StageEngine.held.get(roundId);
    if (held?.head === from) held.head = to;
  }

  static forget(roundId: number): void {
    StageEngine.held.delete(roundId);
  }

  /**
   * The engine in step with the record up to `head`, read before the caller appends its entry.
   * Null: a record without stages (written before they were recorded).
   */
  async tracker(roundId: number, head: string): Promise<StageTracker | null> {
    const held = StageEngine.held.get(roundId);
    if (held?.head === head) return held.tracker;
    StageEngine.held.delete(roundId);
    const entries = await this.repo.entries(roundId);
    const kinds = recordedStageKinds(entries);
    if (!kinds) return null;
    const index = new CardIndex();
    const tally = new RoundTally(index, { rows: kinds.includes('quina') });
    const tracker = new StageTracker(kinds, tally, (p) => index.cards[p]!.id);
    // The cards in play ball by ball, as the record's recount counts them (decisions.md §14, §15):
    // a card joins the index when the record says so and sits out from the entry that took it out
    // of play, so a stage it won before stays won and it wins nothing after.
    for (const step of stageSteps(entries, await loadCardSets(this.repo, roundId))) {
      if (step.kind === 'join') {
        const joining = step.cards.filter(([id]) => !index.has(id));
        index.add(
          joining.map(([id, numbers]) => ({ id, numbers: [...numbers], full_name: null, address: null, contact: null, barcode: null })),
        );
      } else if (step.kind === 'leave') tally.sitOut(step.card_ids);
      else if (step.kind === 'draw') tracker.draw(step.number, step.seq);
      else tracker.remove(step.number);
    }
    StageEngine.held.set(roundId, { head, tracker });
    return tracker;
  }
}
