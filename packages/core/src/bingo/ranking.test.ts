import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCard } from './card';
import { CardIndex, type PlayCard } from './card-index';
import { RoundResults } from './ranking';
import { RoundTally } from './round-tally';

/** A deterministic RandomSource from fast-check's integers, so failures shrink and replay. */
const seeded = (seed: number) => {
  let s = seed >>> 0 || 1;
  return (bound: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % bound;
  };
};

const makeCards = (count: number, seed: number, firstId = 1): PlayCard[] => {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i * 3,
    numbers: generateCard(random),
    full_name: `Comprador ${i}`,
    address: null,
    contact: null,
    barcode: i % 2 ? String(7890000000000 + i) : null,
  }));
};

/** What the engine must equal: a recount from scratch. */
function naive(cards: PlayCard[], drawn: Set<number>) {
  return cards
    .map((c) => ({ id: c.id, missing: c.numbers.filter((n) => !drawn.has(n)).length }))
    .sort((a, b) => a.missing - b.missing || a.id - b.id);
}

// Random balls alone rarely complete a card (25 of 75 numbers), so two actions draw a card's
// numbers on purpose: all of them (a winner) or all but its last (one ball away). Without them
// the property never reached a winner and passed with hits off by one.
const action = fc.oneof(
  fc.record({ kind: fc.constant('draw' as const), ball: fc.integer({ min: 1, max: 75 }) }),
  fc.record({ kind: fc.constant('remove' as const), ball: fc.integer({ min: 1, max: 75 }) }),
  fc.record({ kind: fc.constant('sell' as const), count: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('complete' as const), pick: fc.nat(), leave: fc.integer({ min: 0, max: 1 }) }),
);

/** The last ball of column E that neither card holds (a late card's own number). */
const onlyLate = (a: PlayCard, b: PlayCard) =>
  [75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65].find((n) => !a.numbers.includes(n) && !b.numbers.includes(n))!;

describe('ranking engine', () => {
  // 300 runs take 4 to 5 s here: too close to vitest's default 5 s timeout on a busy machine.
  it('equals a naive recount for random cards, balls, removals, late sales and completed cards', { timeout: 30_000 }, () => {
    const reached = { winners: 0, almost: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer(), fc.array(action, { maxLength: 120 }), (count, seed, actions) => {
        const index = new CardIndex();
        const all = makeCards(count, seed);
        index.add(all);
        const tally = new RoundTally(index);
        const results = new RoundResults(index, tally);
        const drawn = new Set<number>();
        let nextId = 100_000;
        for (const a of actions) {
          if (a.kind === 'draw') {
            expect(tally.draw(a.ball)).toBe(!drawn.has(a.ball));
            drawn.add(a.ball);
          } else if (a.kind === 'remove') {
            expect(tally.remove(a.ball)).toBe(drawn.has(a.ball));
            drawn.delete(a.ball);
          } else if (a.kind === 'complete') {
            const card = all[a.pick % Math.max(all.length, 1)];
            for (const n of card?.numbers.slice(0, 25 - a.leave) ?? []) {
              tally.draw(n);
              drawn.add(n);
            }
          } else {
            const sold = makeCards(a.count, seed + nextId, nextId);
            nextId += 1000;
            index.add(sold);
            all.push(...sold);
          }
        }
        const expected = naive(all, drawn);
        const ranking = results.ranking(1, 10_000);
        expect(ranking.data.map((s) => [s.card_id, s.faltam, s.acertos])).toEqual(expected.map((e) => [e.id, e.missing, 25 - e.missing]));
        const byId = new Map(all.map((c) => [c.id, c]));
        for (const s of ranking.data) expect(s.faltando).toEqual(byId.get(s.card_id)!.numbers.filter((n) => !drawn.has(n)));
        if (expected.some((e) => e.missing === 0)) reached.winners++;
        if (expected.some((e) => e.missing === 1)) reached.almost++;
        expect(results.winners().map((s) => s.card_id)).toEqual(
          expected
            .filter((e) => e.missing === 0)
            .map((e) => e.id)
            .sort((a, b) => a - b),
        );
        expect(results.almostWinners().map((s) => s.card_id)).toEqual(
          expected
            .filter((e) => e.missing === 1)
            .map((e) => e.id)
            .sort((a, b) => a - b),
        );
        expect(results.top(10).map((s) => s.card_id)).toEqual(expected.slice(0, 10).map((e) => e.id));
        expect(tally.drawnOrder).toEqual([...drawn]);
        // A fresh view has no full order cached: top() takes its own counting path (the results page).
        const fresh = new RoundResults(index, tally);
        for (const n of [1, 7, all.length + 3]) expect(fresh.top(n).map((s) => s.card_id)).toEqual(expected.slice(0, n).map((e) => e.id));
      }),
      { numRuns: 300 },
    );
    // The property is only worth something if it saw winners and cards one ball away. Of the 300
    // runs about 115 see a winner and 100 a card one ball away (measured: 99 to 128, 90 to 117);
    // the bounds sit far below that so a random seed never fails them, and far above the 0 of
    // before.
    expect(reached.winners).toBeGreaterThan(50);
    expect(reached.almost).toBeGreaterThan(40);
  });

  it('counts a card sold between a ball and its removal correctly (found by the property test)', () => {
    const index = new CardIndex();
    const tally = new RoundTally(index);
    tally.draw(60);
    const card = {
      id: 1,
      numbers: [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 60, 61, 62, 63, 64, 65],
      full_name: null,
      address: null,
      contact: null,
      barcode: null,
    };
    index.add([card]);
    tally.remove(60);
    expect(new RoundResults(index, tally).ranking(1, 10).data[0]).toMatchObject({ card_id: 1, faltam: 25 });
  });

  it('reports hits, missing numbers and the card for one standing', () => {
    const index = new CardIndex();
    const [card] = makeCards(1, 42);
    index.add([card!]);
    const tally = new RoundTally(index);
    for (const n of card!.numbers.slice(0, 24)) tally.draw(n);
    const [winnerCandidate] = new RoundResults(index, tally).almostWinners();
    expect(winnerCandidate).toMatchObject({ card_id: card!.id, acertos: 24, faltam: 1, faltando: [card!.numbers[24]] });
    tally.draw(card!.numbers[24]!);
    expect(new RoundResults(index, tally).winners().map((w) => w.card_id)).toEqual([card!.id]);
  });

  it('counts every completed card and builds only the first ones by card number when asked (the live state names 50)', () => {
    const index = new CardIndex();
    // Added out of id order: the first by card number are not the first added.
    index.add(makeCards(30, 3, 100));
    index.add(makeCards(30, 4, 1));
    const tally = new RoundTally(index);
    for (let n = 1; n <= 75; n++) tally.draw(n);
    const results = new RoundResults(index, tally);
    expect(results.winnersCount()).toBe(60);
    expect(results.winners(5).map((w) => w.card_id)).toEqual([1, 4, 7, 10, 13]);
    expect(results.winners()).toHaveLength(60);
  });

  it('pages the ranking by 50 and searches by name (accents ignored), id and barcode', () => {
    const index = new CardIndex();
    const cards = makeCards(120, 7);
    cards[5] = { ...cards[5]!, full_name: 'José Conceição' };
    cards[6] = { ...cards[6]!, full_name: null };
    index.add(cards);
    const results = new RoundResults(index, new RoundTally(index));
    expect(results.ranking(1, 50).data).toHaveLength(50);
    expect(results.ranking(3, 50).data).toHaveLength(20);
    expect(results.ranking(1, 50).total).toBe(120);
    expect(results.ranking(1, 50, 'jose conceicao').data.map((s) => s.card_id)).toEqual([cards[5]!.id]);
    expect(results.ranking(1, 50, '  CONCEIÇÃO ').data.map((s) => s.card_id)).toEqual([cards[5]!.id]);
    expect(results.ranking(1, 50, '   ').total).toBe(120);
    expect(results.ranking(1, 50, String(cards[9]!.id)).data.map((s) => s.card_id)).toContain(cards[9]!.id);
    expect(results.ranking(1, 50, cards[3]!.barcode!).data.map((s) => s.card_id)).toEqual([cards[3]!.id]);
  });

  it('re-orders after a ball, a removal or a late sale once it has answered a page', () => {
    const [a, b] = makeCards(2, 7);
    const index = new CardIndex();
    index.add([a!, b!]);
    const tally = new RoundTally(index);
    const results = new RoundResults(index, tally);
    const ids = () => results.ranking(1, 10).data.map((s) => [s.card_id, s.faltam]);
    const onlyB = b!.numbers.find((n) => !a!.numbers.includes(n))!;
    tally.draw(onlyB);
    expect(ids()).toEqual([
      [b!.id, 24],
      [a!.id, 25],
    ]);
    tally.remove(onlyB);
    expect(ids()).toEqual([
      [a!.id, 25],
      [b!.id, 25],
    ]);
    // A card sold after the page was answered, holding a drawn ball nobody else holds.
    const late = { ...a!, id: 0, numbers: [...a!.numbers.slice(0, 24), onlyLate(a!, b!)] };
    tally.draw(late.numbers[24]!);
    index.add([late]);
    expect(results.ranking(1, 10).data.map((s) => [s.card_id, s.faltam])).toEqual([
      [0, 24],
      [a!.id, 25],
      [b!.id, 25],
    ]);
    expect(results.top(1)[0]).toMatchObject({ card_id: 0, faltam: 24, numbers: late.numbers });
  });

  it('answers the projector from the latest state, whatever it was asked before', () => {
    const [a, b, c] = makeCards(3, 5);
    const index = new CardIndex();
    index.add([a!, b!]);
    const tally = new RoundTally(index);
    const results = new RoundResults(index, tally);
    const page = () => results.ranking(1, 10).data.map((s) => [s.card_id, s.faltam]);
    const onlyA = a!.numbers.find((n) => !b!.numbers.includes(n))!;
    const onlyB = b!.numbers.find((n) => !a!.numbers.includes(n))!;
    tally.draw(onlyA);
    expect(page()).toEqual([
      [a!.id, 24],
      [b!.id, 25],
    ]);
    // A ball taken back and another drawn: as many changes as before, a different order.
    tally.remove(onlyA);
    tally.draw(onlyB);
    expect(results.top(1).map((s) => s.card_id)).toEqual([b!.id]);
    expect(page()).toEqual([
      [b!.id, 24],
      [a!.id, 25],
    ]);
    // A sale and nothing else.
    index.add([c!]);
    expect(page().map(([id]) => id)).toContain(c!.id);
  });

  it('shows edited buyer data in the standings, numbers unchanged', () => {
    const [card] = makeCards(1, 9);
    const index = new CardIndex();
    index.add([card!]);
    index.replace({ ...card!, full_name: 'Maria José', numbers: [] });
    index.replace({ ...card!, id: 999, full_name: 'Ninguém' });
    const results = new RoundResults(index, new RoundTally(index));
    expect(results.ranking(1, 10).data).toEqual([
      expect.objectContaining({ card_id: card!.id, full_name: 'Maria José', numbers: card!.numbers }),
    ]);
    expect(results.ranking(1, 10, 'jose').total).toBe(1);
  });

  it('counts a card sold after all its numbers were drawn as a winner, one short as almost', () => {
    const [early, winner] = makeCards(2, 11);
    const index = new CardIndex();
    index.add([early!]);
    const tally = new RoundTally(index);
    const results = new RoundResults(index, tally);
    for (const n of winner!.numbers) tally.draw(n);
    expect(results.winners().map((s) => s.card_id)).not.toContain(winner!.id);
    const undrawn = [75, 74, 73, 72, 71, 70].find((n) => !tally.drawn.has(n))!;
    const almost = { ...winner!, id: 1000, numbers: [...winner!.numbers.slice(0, 24), undrawn] };
    index.add([winner!, almost]);
    expect(results.winners().map((s) => s.card_id)).toContain(winner!.id);
    expect(results.almostWinners().map((s) => s.card_id)).toContain(1000);
    expect(results.top(1)[0]).toMatchObject({ card_id: winner!.id, faltam: 0 });
  });
});
