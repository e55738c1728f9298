import { describe, expect, it } from 'vitest';

// card.ts ranks the 3003 five-of-fifteen column subsets once, while it loads. This file imports it
// inside the test, so a broken table fails this test rather than the loading of a test file: the
// Stryker vitest runner (9.6.1) counts a test file that fails to load as no tests at all, hence a
// surviving mutant (stryker-js issue 6150).
describe('the column subsets a card is drawn from', () => {
  it('reaches each of the C(15,5) subsets of every column from exactly one value of the draw', async () => {
    const { cardKey, cardProblem, generateCard, generateUniqueCards } = await import('./card');
    // Exhaustive: generateCard asks for one draw per column; running it with every possible value
    // of that draw must give every 5-of-15 subset once, so a uniform draw means a uniform column.
    const subsets = (15 * 14 * 13 * 12 * 11) / (5 * 4 * 3 * 2);
    const bounds = new Set<number>();
    generateCard((bound) => (bounds.add(bound), 0));
    expect([...bounds]).toEqual([subsets]);
    const counts = Array.from({ length: 5 }, () => new Map<string, number>());
    for (let value = 0; value < subsets; value++) {
      const [{ numbers, key }] = generateUniqueCards(1, new Set(), () => value) as [{ numbers: number[]; key: string }];
      expect(cardProblem(numbers)).toBeNull();
      expect(key).toBe(cardKey(numbers));
      for (let column = 0; column < 5; column++) {
        const slice = numbers.slice(column * 5, column * 5 + 5).join();
        counts[column]!.set(slice, (counts[column]!.get(slice) ?? 0) + 1);
      }
    }
    for (const count of counts) {
      expect(count.size).toBe(subsets);
      expect(new Set(count.values())).toEqual(new Set([1]));
    }
  });
});
