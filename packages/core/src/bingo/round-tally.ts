import type { CardIndex } from './card-index';
import { CARD_COLUMNS, CARD_ROWS, CARD_SIZE } from './letters';

/**
 * Added to the missing count of a card that sits the round out (decisions.md §14: it joined after
 * the first ball). Its count still moves with every ball, so taking the mark back is exact, but it
 * never comes near 0 or 1 (winners, near winners) and never passes 255 (25 + 128).
 */
const SITTING_OUT = 128;

/**
 * One round's standing of every card in play: a missing-count per card, updated incrementally on
 * each ball drawn or removed, with the winners (0 missing) and near winners (1 missing) kept as sets.
 * With `rows` (a round with a quina, decisions.md §14) it also counts each row of each card and
 * keeps the cards with a full row; once the quina is settled the rows are dropped (`stopRows`), so
 * the rest of the round costs what a round without a quina does.
 */
export class RoundTally {
  private missing: Uint8Array;
  /** Per card, CARD_ROWS counts: the numbers of each row still to be drawn; null when not counted. */
  private rowMissing: Uint8Array | null;
  private readonly drawnSet = new Set<number>();
  readonly drawnOrder: number[] = [];
  readonly winners = new Set<number>();
  readonly almost = new Set<number>();
  /** Cards playing the round with at least one row fully drawn (while rows are counted). */
  readonly quinas = new Set<number>();
  /** Bumped on every change, so derived orderings can be cached. */
  version = 0;
  private knownCards = 0;
  /** Ids of the cards that sit this round out, including cards not yet in the index. */
  private readonly sittingOut = new Set<number>();

  constructor(
    private readonly index: CardIndex,
    options: { rows?: boolean } = {},
  ) {
    const room = Math.max(16, index.size);
    this.missing = new Uint8Array(room).fill(CARD_SIZE);
    this.rowMissing = options.rows ? new Uint8Array(room * CARD_ROWS).fill(CARD_COLUMNS) : null;
  }

  get drawn(): ReadonlySet<number> {
    return this.drawnSet;
  }

  /** Whether rows are counted (a quina not yet settled). */
  get countsRows(): boolean {
    return this.rowMissing !== null;
  }

  /** Numbers of the card still to be drawn; more than CARD_SIZE for a card that sits the round out. */
  missingAt(position: number): number {
    return this.missing[position]!;
  }

  /** The fewest numbers any row of the card still needs (0: a quina); null when rows are not counted. */
  rowMissingAt(position: number): number | null {
    if (!this.rowMissing) return null;
    const base = position * CARD_ROWS;
    return Math.min(...this.rowMissing.subarray(base, base + CARD_ROWS));
  }

  /**
   * How many cards playing the round have a row one number from done (the quina's near winners,
   * decisions.md §14); null when rows are not counted. A scan on demand rather than a set kept per
   * ball, so the ball's loop costs what it did (the hall asks once per ball at most).
   */
  rowNearCount(): number | null {
    const rows = this.rowMissing;
    if (!rows) return null;
    const missing = this.missing;
    let count = 0;
    for (let p = 0; p < this.knownCards; p++) {
      if (missing[p]! > CARD_SIZE) continue;
      const base = p * CARD_ROWS;
      let fewest = CARD_COLUMNS;
      for (let r = 0; r < CARD_ROWS; r++) fewest = Math.min(fewest, rows[base + r]!);
      if (fewest === 1) count++;
    }
    return count;
  }

  /** Whether the card at `position` plays this round (it did not join after the first ball). */
  plays(position: number): boolean {
    return this.missing[position]! <= CARD_SIZE;
  }

  /** The quina is settled: rows are no longer counted, nor the quinas kept. */
  stopRows(): void {
    this.rowMissing = null;
    this.quinas.clear();
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
      this.quinas.delete(p);
      changed = true;
    }
    if (changed) this.version++;
  }

  /** Brings cards added to the index since this tally was made into it. */
  syncCards(): void {
    const size = this.index.size;
    if (size > this.missing.length) {
      const room = Math.max(size, this.missing.length * 2);
      const next = new Uint8Array(room).fill(CARD_SIZE);
      next.set(this.missing);
      this.missing = next;
      if (this.rowMissing) {
        const rows = new Uint8Array(room * CARD_ROWS).fill(CARD_COLUMNS);
        rows.set(this.rowMissing);
        this.rowMissing = rows;
      }
    }
    for (let p = this.knownCards; p < size; p++) {
      let m = CARD_SIZE;
      const card = this.index.cards[p]!;
      card.numbers.forEach((n, i) => {
        if (!this.drawnSet.has(n)) return;
        m--;
        if (this.rowMissing) this.rowMissing[p * CARD_ROWS + (i % CARD_ROWS)]!--;
      });
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
    if (this.rowMissing) this.countRows(this.rowMissing, holders, this.index.rowsOf(ball));
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

  /** The rows' part of a ball drawn, in a loop of its own so the plain one stays as lean as before. */
  private countRows(rowMissing: Uint8Array, holders: Int32Array, rows: Uint8Array): void {
    const missing = this.missing;
    for (let i = 0; i < holders.length; i++) {
      const p = holders[i]!;
      // A row drawn to the end is rare; a card that sits the round out never gets a quina.
      if (--rowMissing[p * CARD_ROWS + rows[i]!]! === 0 && missing[p]! <= CARD_SIZE) this.quinas.add(p);
    }
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
    const rowMissing = this.rowMissing;
    const rows = this.index.rowsOf(ball);
    for (let i = 0; i < holders.length; i++) {
      const p = holders[i]!;
      const m = ++missing[p]!;
      if (rowMissing && rowMissing[p * CARD_ROWS + rows[i]!]!++ === 0 && this.rowMissingAt(p)! > 0) this.quinas.delete(p);
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
    this.quinas.delete(p);
    if (m === 0) this.winners.add(p);
    else if (m === 1) this.almost.add(p);
    if (m <= CARD_SIZE && this.rowMissingAt(p) === 0) this.quinas.add(p);
  }
}
