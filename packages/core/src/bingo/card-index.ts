import { CARD_ROWS, MAX_BALL } from './letters';

/** A card in play, with what the ranking shows of its buyer. */
export interface PlayCard {
  id: number;
  numbers: readonly number[];
  full_name: string | null;
  address: string | null;
  contact: string | null;
  barcode: string | null;
}

/**
 * A growable postings list: the positions of the cards holding a ball, and beside each the card's
 * row of that ball (0..4, for the quina). Typed arrays stay compact at a million cards.
 */
class IntList {
  data = new Int32Array(16);
  rows = new Uint8Array(16);
  length = 0;
  push(v: number, row: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
      const nextRows = new Uint8Array(this.data.length);
      nextRows.set(this.rows);
      this.rows = nextRows;
    }
    this.rows[this.length] = row;
    this.data[this.length++] = v;
  }
}

/**
 * The cards in play of one event and, for every ball, the positions of the cards holding it.
 * Positions are stable: a card keeps its position for the life of the index.
 */
export class CardIndex {
  readonly cards: PlayCard[] = [];
  private readonly positionById = new Map<number, number>();
  private readonly postings: IntList[] = Array.from({ length: MAX_BALL + 1 }, () => new IntList());
  private byIdCache: Int32Array | null = null;

  get size(): number {
    return this.cards.length;
  }

  has(id: number): boolean {
    return this.positionById.has(id);
  }

  positionOf(id: number): number | undefined {
    return this.positionById.get(id);
  }

  /** Adds cards not yet present; returns the new positions. */
  add(cards: readonly PlayCard[]): number[] {
    const added: number[] = [];
    for (const card of cards) {
      if (this.positionById.has(card.id)) continue;
      const position = this.cards.length;
      this.cards.push(card);
      this.positionById.set(card.id, position);
      // Numbers are stored column by column (cardRows): the i-th number is on row i % CARD_ROWS.
      card.numbers.forEach((n, i) => this.postings[n]!.push(position, i % CARD_ROWS));
      added.push(position);
    }
    if (added.length) this.byIdCache = null;
    return added;
  }

  /** Replaces a card's buyer data (its numbers never change). */
  replace(card: PlayCard): void {
    const position = this.positionById.get(card.id);
    if (position !== undefined) this.cards[position] = { ...card, numbers: this.cards[position]!.numbers };
  }

  /** Positions of the cards holding `ball` (a view: do not keep it across `add`). */
  holders(ball: number): Int32Array {
    const list = this.postings[ball]!;
    return list.data.subarray(0, list.length);
  }

  /** Beside `holders(ball)`, each card's row of that ball (a view, like holders). */
  rowsOf(ball: number): Uint8Array {
    const list = this.postings[ball]!;
    return list.rows.subarray(0, list.length);
  }

  /** Positions ordered by card id (the ranking's tie-break). */
  positionsById(): Int32Array {
    if (!this.byIdCache) {
      const order = Int32Array.from(this.cards.keys());
      order.sort((a, b) => this.cards[a]!.id - this.cards[b]!.id);
      this.byIdCache = order;
    }
    return this.byIdCache;
  }
}
