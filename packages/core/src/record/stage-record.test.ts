import { describe, expect, it } from 'vitest';
import type { RecordEntry, RecordKind } from './record-entry';
import { cardSetHash, describeProblem, entryHash, GENESIS_HASH, verifyRecord } from './round-record';
import { webCryptoSha256 } from './web-sha';

const sha256 = webCryptoSha256()!;
const ROUND = 3;

async function chain(items: [RecordKind, Record<string, unknown>][]): Promise<RecordEntry[]> {
  const out: RecordEntry[] = [];
  let prev = GENESIS_HASH;
  for (const [i, [kind, data]] of items.entries()) {
    const base = { round_id: ROUND, seq: i + 1, at: new Date(Date.UTC(2026, 10, 26, 22, 0, i)).toISOString(), kind, data };
    const hash = await entryHash(sha256, prev, base);
    out.push({ ...base, prev_hash: prev, hash });
    prev = hash;
  }
  return out;
}

// Stored column by column: row 0 is 1, 16, 31, 46, 61 on both A and B.
const A = { id: 10, numbers: [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65] };
const B = { id: 11, numbers: [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66] };
const C = { id: 12, numbers: [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70] };
const stages = [
  { kind: 'quina', prize: 'Cesta' },
  { kind: 'cartela_cheia', prize: 'TV' },
];

/** A round whose ball 61 (entry 7) gives the quina to A and B; `won` is what the record says. */
async function quinaRecord(won: Record<string, unknown> | null) {
  const cards = [A, B, C];
  const items: [RecordKind, Record<string, unknown>][] = [
    ['round_started', { event_id: 1, number: 1, prize: 'TV', stages }],
    ['card_set', { count: 3, hash: await cardSetHash(sha256, cards) }],
    ...[1, 16, 31, 46, 61].map((number): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number }]),
  ];
  if (won) items.push(['stage_won', won]);
  return { entries: await chain(items), sets: [{ seq: 2, cards }] };
}

describe('the record check recounts stage winners (decisions.md §14)', () => {
  it('holds when the record names every card that completed the stage on its ball', async () => {
    const { entries, sets } = await quinaRecord({ stage: 'quina', ball_seq: 7, card_ids: [10, 11] });
    expect(await verifyRecord(sha256, ROUND, entries, sets)).toMatchObject({ ok: true });
  });

  it('fails a record naming a wrong winner, a missing one, the wrong ball, or no win at all', async () => {
    const wrong = [
      { stage: 'quina', ball_seq: 7, card_ids: [10, 12] },
      { stage: 'quina', ball_seq: 7, card_ids: [10] },
      { stage: 'quina', ball_seq: 6, card_ids: [10, 11] },
      { stage: 'cartela_cheia', ball_seq: 7, card_ids: [10, 11] },
      null,
    ];
    for (const won of wrong) {
      const { entries, sets } = await quinaRecord(won);
      const result = await verifyRecord(sha256, ROUND, entries, sets);
      expect(result.ok, JSON.stringify(won)).toBe(false);
      expect(result.first).toEqual({ seq: won ? 8 : 7, problem: 'stages' });
      expect(describeProblem(result.first!)).toBe(
        `Registro ${won ? 8 : 7}: os vencedores das etapas não conferem com as cartelas e as bolas sorteadas.`,
      );
    }
  });

  it('does not check a record written before stages were recorded (no stages in round_started)', async () => {
    const cards = [A];
    const entries = await chain([
      ['round_started', { event_id: 1, number: 1, prize: 'TV' }],
      ['card_set', { count: 1, hash: await cardSetHash(sha256, cards) }],
      ...A.numbers.map((number): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number }]),
    ]);
    expect(await verifyRecord(sha256, ROUND, entries, [{ seq: 2, cards }])).toMatchObject({ ok: true });
  });
});

describe('a stage winner whose card leaves play afterwards (decisions.md §14, §15)', () => {
  it('keeps the stage won: the recount counts the cards in play when its ball was drawn', async () => {
    const cards = [A, B, C];
    const entries = await chain([
      ['round_started', { event_id: 1, number: 1, prize: 'TV', stages }],
      ['card_set', { count: 3, hash: await cardSetHash(sha256, cards) }],
      ...[1, 16, 31, 46, 61].map((number): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number }]),
      ['stage_won', { stage: 'quina', ball_seq: 7, card_ids: [10, 11] }],
      // A's purchase refunded after the quina.
      ['cards_removed', { count: 1, hash: await cardSetHash(sha256, [A]), card_ids: [10] }],
      ['ball_drawn', { number: 2 }],
    ]);
    const sets = [
      { seq: 2, cards },
      { seq: 9, cards: [A] },
    ];
    expect(await verifyRecord(sha256, ROUND, entries, sets)).toMatchObject({ ok: true, first: null });
  });
});
