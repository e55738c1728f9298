import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

  it('never hands out a card already taken, even when the random source draws it first', () => {
    // The card every column's first subset makes: the one a source of zeros draws.
    const [lowest] = generateUniqueCards(1, new Set(), () => 0);
    let calls = 0;
    // Draws that card twice (5 columns each), then anything.
    const takenFirst = (bound: number) => (calls++ < 10 ? 0 : secureRandom(bound));
    const cards = generateUniqueCards(2, new Set([lowest!.key]), takenFirst);
    expect(cards).toHaveLength(2);
    expect(cards.map((c) => c.key)).not.toContain(lowest!.key);
    expect(calls).toBeGreaterThan(10);
  });

  it('keeps generating when the random source repeats itself', () => {
    let calls = 0;
    const sticky = (bound: number) => (calls++ < 200 ? 0 : secureRandom(bound));
    const cards = generateUniqueCards(3, new Set(), sticky);
    expect(new Set(cards.map((c) => c.key)).size).toBe(3);
  });

  it('keeps the keys the database already stores for a number set', () => {
    // Computed by the previous cardKey (before the card generator was rewritten).
    const low = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
    const high = low.map((n) => n + 10);
    const mixed = [3, 7, 9, 12, 15, 16, 22, 24, 25, 30, 31, 32, 38, 40, 45, 47, 50, 53, 55, 60, 61, 66, 68, 70, 75];
    expect(cardKey(low)).toBe('001f003e007c00f801f');
    expect(cardKey(high)).toBe('7c00f801f003e007c00');
    expect(cardKey(mixed)).toBe('42a185250a0e1a0c944');
  });

  it('gives each generated card the key cardKey computes from its numbers', () => {
    const cards = [
      ...generateUniqueCards(3000),
      ...generateUniqueCards(1, new Set(), () => 0),
      ...generateUniqueCards(1, new Set(), (bound) => bound - 1),
    ];
    for (const { numbers, key } of cards) expect(key).toBe(cardKey(numbers));
  });

  it('draws again a random word from the uneven tail of 2^32, and fetches words 4096 at a time', () => {
    // 2^32 is not a multiple of 3003: words from `limit` up would favour the low subsets.
    const limit = Math.floor(2 ** 32 / 3003) * 3003;
    const fetched: number[] = [];
    // core is built without DOM types: the same view of Web Crypto as card.ts.
    const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto;
    const spy = vi.spyOn(webCrypto, 'getRandomValues').mockImplementation((block) => {
      block.fill(7);
      block.set([0, limit, 2 ** 32 - 1, limit - 1]);
      fetched.push(block.length);
      return block;
    });
    try {
      // Bound 1 takes exactly one word a call: use up what is left of the block being read.
      while (fetched.length === 0) secureRandom(1);
      expect(secureRandom(3003)).toBe((limit - 1) % 3003);
      expect(secureRandom(3003)).toBe(7);
      // 5 words of this block are read: the rest of it and two more blocks take two fetches.
      for (let i = 0; i < 4096 - 5 + 2 * 4096; i++) secureRandom(1);
      expect(fetched).toEqual([4096, 4096, 4096]);
    } finally {
      spy.mockRestore();
    }
  });

  it('spreads a seeded source evenly over the subsets, each column on its own (chi-square)', () => {
    // Deterministic, so it cannot flake: mulberry32 with rejection, like secureRandom.
    let state = 20_26_11_24;
    const seeded = (bound: number) => {
      const limit = Math.floor(0x1_0000_0000 / bound) * bound;
      for (;;) {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        const value = (t ^ (t >>> 14)) >>> 0;
        if (value < limit) return value % bound;
      }
    };
    const cards = 30_030;
    const counts = Array.from({ length: 5 }, () => new Map<string, number>());
    let sameAsNext = 0;
    for (let i = 0; i < cards; i++) {
      const card = generateCard(seeded);
      const slices = [0, 1, 2, 3, 4].map((c) =>
        card
          .slice(c * 5, c * 5 + 5)
          .map((n) => (n - 1) % 15)
          .join(),
      );
      slices.forEach((s, c) => counts[c]!.set(s, (counts[c]!.get(s) ?? 0) + 1));
      sameAsNext += slices.filter((s, c) => c < 4 && s === slices[c + 1]).length;
    }
    const subsets = 3003;
    const expected = cards / subsets; // 10 per subset
    for (const count of counts) {
      let chi = (subsets - count.size) * expected;
      for (const observed of count.values()) chi += (observed - expected) ** 2 / expected;
      // 3002 degrees of freedom: mean 3002, standard deviation 77.5; allow 6 deviations.
      expect(chi).toBeLessThan(3002 + 6 * 77.5);
    }
    // Adjacent columns with the same pattern: about 4 x 10 expected if columns are independent.
    expect(sameAsNext).toBeLessThan(80);
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
