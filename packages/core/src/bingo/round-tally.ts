import type { CardIndex } from './card-index';
import { CARD_SIZE } from './letters';

/**
 * Added to the missing count of a card that sits the round out (decisions.md §14: it joined after
 * the first ball). Its count still moves with every ball, so taking the mark back is exact, but it
 * never comes near 0 or 1 (winners, near winners) and never passes 255 (25 + 128).
 */
const SITTING_OUT = 128;

/**
 * One round's standing of every card in play: a missing-count per card, updated incrementally on
 * each ball drawn or removed, with the winners (0 missing) and near winners (1 missing) kept as sets.
 */
export class RoundTally {
  private missing: Uint8Array;
  private readonly drawnSet = new Set<number>();
  readonly drawnOrder: number[] = [];
  readonly winners = new Set<number>();
  readonly almost = new Set<number>();
  /** Bumped on every change, so derived orderings can be cached. */
  version = 0;
  private knownCards = 0;
  /** Ids of the cards that sit this round out, including cards not yet in the index. */
  private readonly sittingOut = new Set<number>();

  constructor(private readonly index: CardIndex) {
    this.missing = new Uint8Array(Math.max(16, index.size)).fill(CARD_SIZE);
  }

  get drawn(): ReadonlySet<number> {
    return this.drawnSet;
  }

  /** Numbers of the card still to be drawn; more than CARD_SIZE for a card that sits the round out. */
  missingAt(position: number): number {
    return this.missing[position]!;
  }

  /** Whether the card at `position` plays this round (it did not join after the first ball). */
  plays(position: number): boolean {
    return this.missing[position]! <= CARD_SIZE;
  }

  /**
   * Cards that joined play after this round's first ball: they stay in the index (they play the
   * next rounds) but never win, near-win or rank here (decisions.md §14).
   */
  sitOut(cardIds: Iterable<number>): void {
    let changed = false;
    for (const id of cardIds) {
      if (this.sittingOut.has(id)) continue;
      this.sittingOut.add(id);
      const p = this.index.positionOf(id);
      if (p === undefined || p >= this.knownCards) continue; // marked when syncCards meets it
      this.missing[p]! += SITTING_OUT;
      this.winners.delete(p);
      this.almost.delete(p);
      changed = true;
    }
    if (changed) this.version++;
  }

  /** Brings cards added to the index since this tally was made into it. */
  syncCards(): void {
    const size = this.index.size;
    if (size > this.missing.length) {
      const next = new Uint8Array(Math.max(size, this.missing.length * 2)).fill(CARD_SIZE);
      next.set(this.missing);
      this.missing = next;
    }
    for (let p = this.knownCards; p < size; p++) {
      let m = CARD_SIZE;
      const card = this.index.cards[p]!;
      for (const n of card.numbers) if (this.drawnSet.has(n)) m--;
      if (this.sittingOut.has(card.id)) m += SITTING_OUT;
      this.missing[p] = m;
      this.classify(p, m);
    }
    if (size !== this.knownCards) this.version++;
    this.knownCards = size;
  }

  draw(ball: number): boolean {
    if (this.drawnSet.has(ball)) return false;
    this.syncCards();
    this.drawnSet.add(ball);
    this.drawnOrder.push(ball);
    const holders = this.index.holders(ball);
    const missing = this.missing;
    for (let i = 0; i < holders.length; i++) {
      const p = holders[i]!;
      const m = --missing[p]!;
      // Only the two smallest counts change a set; everything else is the bare decrement.
      if (m <= 1) {
        if (m === 0) {
          this.almost.delete(p);
          this.winners.add(p);
        } else this.almost.add(p);
      }
    }
    this.version++;
    return true;
  }

  remove(ball: number): boolean {
    if (!this.drawnSet.has(ball)) return false;
    // Cards joining now are counted with this ball still drawn, then undone with everyone else.
    this.syncCards();
    this.drawnSet.delete(ball);
    const at = this.drawnOrder.lastIndexOf(ball);
    this.drawnOrder.splice(at, 1);
    const holders = this.index.holders(ball);
    const missing = this.missing;
    for (let i = 0; i < holders.length; i++) {
      const p = holders[i]!;
      const m = ++missing[p]!;
      if (m <= 2) {
        if (m === 1) {
          this.winners.delete(p);
          this.almost.add(p);
        } else this.almost.delete(p);
      }
    }
    this.version++;
    return true;
  }

  private classify(p: number, m: number): void {
    this.winners.delete(p);
    this.almost.delete(p);
    if (m === 0) this.winners.add(p);
    else if (m === 1) this.almost.add(p);
  }
}
