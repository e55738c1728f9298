import type { CardIndex } from './card-index';
import { CARD_COLUMNS } from './letters';
import { closestRowMissing } from './quina-standing';
import type { Standing } from './standing';
import type { RoundTally } from './round-tally';

/**
 * The quina's read side of a round (decisions.md §14), the panel's Quase Vencedores and Top 10 of
 * that stage: a card's distance is the smallest missing count of its rows. Read from the tally's
 * row counts while it keeps them (a quina not yet won), else counted from the card's numbers.
 * Acertos, faltam and faltando speak of the card's closest row (5 numbers), not of the 25.
 */
export class QuinaResults {
  constructor(
    private readonly index: CardIndex,
    private readonly tally: RoundTally,
  ) {}

  private distance(position: number): number {
    return this.tally.rowMissingAt(position) ?? closestRowMissing(this.index.cards[position]!.numbers, this.tally.drawn).length;
  }

  standing(position: number): Standing {
    const card = this.index.cards[position]!;
    const faltando = closestRowMissing(card.numbers, this.tally.drawn);
    return {
      card_id: card.id,
      full_name: card.full_name,
      address: card.address,
      contact: card.contact,
      barcode: card.barcode,
      acertos: CARD_COLUMNS - faltando.length,
      faltam: faltando.length,
      faltando,
      numbers: [...card.numbers],
    };
  }

  /** Cards playing the round with a row one number from done, by card number. */
  almostWinners(): Standing[] {
    this.tally.syncCards();
    const out: Standing[] = [];
    for (const p of this.index.positionsById()) if (this.tally.plays(p) && this.distance(p) === 1) out.push(this.standing(p));
    return out;
  }

  /** The n cards playing the round closest to a quina, ties by card number: one pass into 6 buckets. */
  top(n: number): Standing[] {
    this.tally.syncCards();
    const buckets: number[][] = Array.from({ length: CARD_COLUMNS + 1 }, () => []);
    for (const p of this.index.positionsById()) if (this.tally.plays(p)) buckets[this.distance(p)]!.push(p);
    return buckets
      .flat()
      .slice(0, n)
      .map((p) => this.standing(p));
  }
}
