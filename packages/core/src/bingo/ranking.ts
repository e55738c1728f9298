import type { CardIndex } from './card-index';
import { CARD_SIZE } from './letters';
import { QuinaResults } from './quina-results';
import type { RoundTally } from './round-tally';
import type { Standing } from './standing';

export type { Standing };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Read-side of a round: standings, winners, top 10 and the paged ranking, from the tally. */
export class RoundResults {
  private ordered: Int32Array | null = null;
  private orderedVersion = -1;
  private rowNear: { version: number; count: number | null } | null = null;
  /** The quina's near winners and top 10, over the same cards and balls (decisions.md §14). */
  readonly quina: QuinaResults;

  constructor(
    private readonly index: CardIndex,
    private readonly tally: RoundTally,
  ) {
    this.quina = new QuinaResults(index, tally);
  }

  standing(position: number): Standing {
    const card = this.index.cards[position]!;
    const drawn = this.tally.drawn;
    const faltando = card.numbers.filter((n) => !drawn.has(n));
    return {
      card_id: card.id,
      full_name: card.full_name,
      address: card.address,
      contact: card.contact,
      barcode: card.barcode,
      acertos: CARD_SIZE - faltando.length,
      faltam: faltando.length,
      faltando,
      numbers: [...card.numbers],
    };
  }

  /** Standings in card-number order; only the first `limit` are built (late balls complete most cards). */
  private byId(positions: Iterable<number>, limit = Infinity): Standing[] {
    const cards = this.index.cards;
    const sorted = [...positions].sort((a, b) => cards[a]!.id - cards[b]!.id);
    return (limit < sorted.length ? sorted.slice(0, limit) : sorted).map((p) => this.standing(p));
  }

  /** Completed cards by card number; the first `limit` only, when given. */
  winners(limit?: number): Standing[] {
    this.tally.syncCards();
    return this.byId(this.tally.winners, limit);
  }

  /** How many cards are complete, without building their standings. */
  winnersCount(): number {
    this.tally.syncCards();
    return this.tally.winners.size;
  }

  almostWinners(): Standing[] {
    this.tally.syncCards();
    return this.byId(this.tally.almost);
  }

  /** How many cards are one ball away, without building their standings (the telão's line). */
  almostCount(): number {
    this.tally.syncCards();
    return this.tally.almost.size;
  }

  /** Cards with a row one number from done, while the tally counts rows (else null); cached per version. */
  rowNearCount(): number | null {
    this.tally.syncCards();
    if (!this.tally.countsRows) return null;
    if (this.rowNear && this.rowNear.version === this.tally.version) return this.rowNear.count;
    const count = this.tally.rowNearCount();
    this.rowNear = { version: this.tally.version, count };
    return count;
  }

  /** Every card playing this round by hits descending, then id: a counting sort over the id order, cached per version. */
  order(): Int32Array {
    this.tally.syncCards();
    if (this.ordered && this.orderedVersion === this.tally.version) return this.ordered;
    const byId = this.index.positionsById();
    const counts = new Int32Array(CARD_SIZE + 2);
    let playing = 0;
    for (const p of byId) {
      if (!this.tally.plays(p)) continue;
      counts[this.tally.missingAt(p) + 1]!++;
      playing++;
    }
    for (let m = 1; m < counts.length; m++) counts[m]! += counts[m - 1]!;
    const out = new Int32Array(playing);
    for (const p of byId) if (this.tally.plays(p)) out[counts[this.tally.missingAt(p)]!++] = p;
    this.ordered = out;
    this.orderedVersion = this.tally.version;
    return out;
  }

  /**
   * The n cards with most hits (ties by id) without ordering everyone: one pass counts cards per
   * missing-count to find the cut-off, a second collects the cards above it in id order.
   */
  top(n: number): Standing[] {
    this.tally.syncCards();
    if (this.ordered && this.orderedVersion === this.tally.version) return [...this.ordered.subarray(0, n)].map((p) => this.standing(p));
    const byId = this.index.positionsById();
    const counts = new Int32Array(CARD_SIZE + 1);
    for (const p of byId) if (this.tally.plays(p)) counts[this.tally.missingAt(p)]!++;
    let cutoff = 0;
    let above = 0;
    while (cutoff < CARD_SIZE && above + counts[cutoff]! < n) above += counts[cutoff++]!;
    const buckets: number[][] = Array.from({ length: cutoff + 1 }, () => []);
    let atCutoff = n - above;
    for (const p of byId) {
      const m = this.tally.missingAt(p);
      if (m < cutoff) buckets[m]!.push(p);
      else if (m === cutoff && atCutoff > 0) {
        buckets[m]!.push(p);
        atCutoff--;
      }
    }
    // Exactly min(n, cards) positions: everyone above the cut-off plus the first atCutoff at it.
    return buckets.flat().map((p) => this.standing(p));
  }

  /** One page of the ranking; `search` matches buyer name, card id or barcode. */
  ranking(page: number, pageSize: number, search?: string): { data: Standing[]; total: number } {
    let positions: ArrayLike<number> = this.order();
    const term = search?.trim();
    if (term) {
      const folded = fold(term);
      const asId = /^\d+$/.test(term) ? Number(term) : null;
      positions = Array.prototype.filter.call(positions, (p: number) => {
        const card = this.index.cards[p]!;
        return (
          card.id === asId ||
          (card.barcode !== null && card.barcode.includes(term)) ||
          (card.full_name !== null && fold(card.full_name).includes(folded))
        );
      }) as number[];
    }
    const start = (page - 1) * pageSize;
    const data: Standing[] = [];
    for (let i = start; i < Math.min(start + pageSize, positions.length); i++) data.push(this.standing(positions[i]!));
    return { data, total: positions.length };
  }
}
