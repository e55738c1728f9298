import { describe, expect, it } from 'vitest';
import { CardIndex, type PlayCard } from './card-index';

const playCard = (id: number, numbers: number[]): PlayCard => ({
  id,
  numbers,
  full_name: null,
  address: null,
  contact: null,
  barcode: null,
});
// A card holding 1 to 5 of each column plus an offset: enough to tell cards apart by their numbers.
const numbersFrom = (first: number) => [0, 1, 2, 3, 4].flatMap((c) => [0, 1, 2, 3, 4].map((r) => c * 15 + 1 + ((first + r) % 15)));

describe('card index of an event', () => {
  it('keeps each card once, at the position it got when it joined', () => {
    const index = new CardIndex();
    expect(index.add([playCard(7, numbersFrom(0)), playCard(3, numbersFrom(1))])).toEqual([0, 1]);
    // A page of sales sent again (a retried sync) adds only the card that is new.
    expect(index.add([playCard(3, numbersFrom(1)), playCard(9, numbersFrom(2))])).toEqual([2]);
    expect(index.size).toBe(3);
    expect([index.has(3), index.has(4)]).toEqual([true, false]);
    expect([7, 3, 9, 4].map((id) => index.positionOf(id))).toEqual([0, 1, 2, undefined]);
    expect([...index.holders(1)]).toEqual([0]);
    expect([...index.holders(2)]).toEqual([0, 1]);
    expect([...index.holders(3)]).toEqual([0, 1, 2]);
  });

  it('finds every holder of a ball among thousands of cards', () => {
    const index = new CardIndex();
    const cards = Array.from({ length: 3000 }, (_, i) => playCard(i + 1, numbersFrom(i % 15)));
    for (let from = 0; from < cards.length; from += 700) index.add(cards.slice(from, from + 700));
    for (const ball of [1, 8, 15, 75]) {
      const expected = cards.flatMap((c, p) => (c.numbers.includes(ball) ? [p] : []));
      expect([...index.holders(ball)]).toEqual(expected);
    }
  });

  it('orders positions by card id, also after cards join later', () => {
    const index = new CardIndex();
    index.add([playCard(50, numbersFrom(0)), playCard(10, numbersFrom(1))]);
    expect([...index.positionsById()]).toEqual([1, 0]);
    index.add([playCard(30, numbersFrom(2)), playCard(5, numbersFrom(3))]);
    expect([...index.positionsById()]).toEqual([3, 1, 2, 0]);
    index.add([playCard(30, numbersFrom(2))]);
    expect([...index.positionsById()]).toEqual([3, 1, 2, 0]);
  });

  it('replaces the buyer data of a card in play and ignores a card not in play', () => {
    const index = new CardIndex();
    index.add([playCard(1, numbersFrom(0))]);
    index.replace({ ...playCard(1, []), full_name: 'Ana', barcode: '2000000000015' });
    index.replace(playCard(2, numbersFrom(4)));
    expect(index.cards).toEqual([{ ...playCard(1, numbersFrom(0)), full_name: 'Ana', barcode: '2000000000015' }]);
  });
});
