import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardKey, cardProblem, cardRows, generateCard, generateUniqueCards, secureRandom } from './card';
import { letterOf } from './letters';

describe('card generation', () => {
  it('draws 25 numbers, 5 per column within its range, each column ascending', () => {
    for (let i = 0; i < 500; i++) expect(cardProblem(generateCard())).toBeNull();
  });

  it('uses every number of each column over many cards (no stuck values)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) for (const n of generateCard()) seen.add(n);
    expect(seen.size).toBe(75);
  });

  it('keys a card by its number set, whatever the order', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const card = generateCard();
        const shuffled = [...card].reverse();
        expect(cardKey(shuffled)).toBe(cardKey(card));
        expect(cardKey(card)).toMatch(/^[0-9a-f]{19}$/);
      }),
    );
  });

  it('never repeats a number set, nor one already taken', () => {
    const first = generateUniqueCards(2000);
    const taken = new Set(first.map((c) => c.key));
    expect(taken.size).toBe(2000);
    const second = generateUniqueCards(2000, taken);
    expect(second.every((c) => !taken.has(c.key))).toBe(true);
  });

  it('keeps generating when the random source repeats itself', () => {
    let calls = 0;
    const sticky = (bound: number) => (calls++ < 200 ? 0 : secureRandom(bound));
    const cards = generateUniqueCards(3, new Set(), sticky);
    expect(new Set(cards.map((c) => c.key)).size).toBe(3);
  });

  it('spots invalid cards', () => {
    const card = generateCard();
    expect(cardProblem(card.slice(0, 24))).toMatch(/25/);
    expect(cardProblem([...card.slice(0, 24), 99])).toMatch(/1 a 75/);
    const swapped = [...card];
    [swapped[0], swapped[5]] = [swapped[5]!, swapped[0]!];
    expect(cardProblem(swapped)).toMatch(/coluna/);
  });

  it('says which rule a stored card breaks, in every column', () => {
    const card = generateCard();
    expect(cardProblem(card)).toBeNull();
    for (let column = 0; column < 5; column++) {
      const at = column * 5;
      const outOfColumn = [...card];
      outOfColumn[at + 4] = column === 4 ? 1 : card[at + 4]! + 15;
      expect(cardProblem(outOfColumn)).toBe('A cartela tem número na coluna errada.');
      const below = [...card];
      below[at] = column === 0 ? 75 : card[at]! - 15;
      expect(cardProblem(below)).toBe('A cartela tem número na coluna errada.');
      const unordered = [...card];
      [unordered[at + 3], unordered[at + 4]] = [card[at + 4]!, card[at + 3]!];
      expect(cardProblem(unordered)).toBe('A cartela tem coluna fora de ordem ou repetida.');
      const repeated = [...card];
      repeated[at + 4] = card[at + 3]!;
      expect(cardProblem(repeated)).toBe('A cartela tem coluna fora de ordem ou repetida.');
    }
  });

  it('lays a card out in rows under A J U D E', () => {
    const rows = cardRows(generateCard());
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.map(letterOf)).toEqual(['A', 'J', 'U', 'D', 'E']);
  });
});
