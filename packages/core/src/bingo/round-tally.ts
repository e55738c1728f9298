import type { CardIndex } from './card-index';
import { CARD_SIZE } from './letters';

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

  constructor(private readonly index: CardIndex) {
    this.missing = new Uint8Array(Math.max(16, index.size)).fill(CARD_SIZE);
  }

  get drawn(): ReadonlySet<number> {
    return this.drawnSet;
  }

  missingAt(position: number): number {
    return this.missing[position]!;
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
      for (const n of this.index.cards[p]!.numbers) if (this.drawnSet.has(n)) m--;
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
