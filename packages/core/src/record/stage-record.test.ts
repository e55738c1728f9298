import { describe, expect, it } from 'vitest';
import type { RecordEntry, RecordKind } from './record-entry';
import { cardSetHash, describeProblem, entryHash, GENESIS_HASH, verifyRecord } from './round-record';
import { ballSteps, checkStageWins, recordedStageWins, stageSteps } from './stage-record';
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
      { stage: 'quina', ball_seq: 7, card_ids: [10, 11, 12] },
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

// The readers below look at kind, data and seq only; the hashes are verifyRecord's business.
const plain = (items: [RecordKind, Record<string, unknown>][]): RecordEntry[] =>
  items.map(([kind, data], i) => ({ round_id: ROUND, seq: i + 1, at: '2026-11-26T22:00:00.000Z', kind, data, prev_hash: '', hash: '' }));

describe('the stage wins a record stands by (decisions.md §14)', () => {
  it('a stage_reopened takes back its own stage only, and nothing when that stage was not won', () => {
    const kinds = ['quina', 'cartela_cheia'] as const;
    const log = plain([
      ['stage_won', { stage: 'quina', ball_seq: 5, card_ids: [10] }],
      ['stage_won', { stage: 'cartela_cheia', ball_seq: 9, card_ids: ['11'] }],
      ['stage_reopened', { stage: 'cartela_cheia', ball_seq: 9 }],
    ]);
    const quina = { seq: 1, stage: 0, kind: 'quina', ball_seq: 5, card_ids: [10] };
    expect(recordedStageWins(kinds, log)).toEqual([quina]);
    const again = [...log, ...plain([['stage_reopened', { stage: 'cartela_cheia', ball_seq: 9 }]])];
    expect(recordedStageWins(kinds, again)).toEqual([quina]);
    const both = [...log, ...plain([['stage_reopened', { stage: 'quina', ball_seq: 5 }]])];
    expect(recordedStageWins(kinds, both)).toEqual([]);
  });

  it('a stage_won naming no cards has no winners, rather than an unreadable one', () => {
    const [win] = recordedStageWins(['cartela_cheia'], plain([['stage_won', { stage: 'cartela_cheia', ball_seq: 3 }]]));
    expect(win?.card_ids).toEqual([]);
  });

  it('reads balls only from ball_drawn and ball_removed entries', () => {
    const log = plain([
      ['round_started', { stages }],
      ['ball_drawn', { number: 5 }],
      ['stage_won', { stage: 'quina', ball_seq: 2, card_ids: [10] }],
      ['ball_removed', { number: 5, reason: 'Caiu duas' }],
    ]);
    expect(ballSteps(log)).toEqual([
      { kind: 'draw', number: 5, seq: 2 },
      { kind: 'remove', number: 5 },
    ]);
  });

  it('has the cards join and leave play in the record order; late entries never join', () => {
    const log = plain([
      ['card_set', { count: 1 }],
      ['cards_added', { count: 1 }],
      ['ball_drawn', { number: 1 }],
      ['cards_added', { count: 1, plays_from_round: 2 }],
      ['cards_removed', { count: 1, card_ids: [10] }],
      ['cards_voided', { count: 1, card_ids: [11] }],
    ]);
    const sets = [
      { seq: 1, cards: [A] },
      { seq: 2, cards: [B] },
      { seq: 4, cards: [C] },
      { seq: 5, cards: [A] },
      { seq: 6, cards: [B] },
    ];
    expect(stageSteps(log, sets)).toEqual([
      { kind: 'join', cards: [[10, A.numbers]] },
      { kind: 'join', cards: [[11, B.numbers]] },
      { kind: 'draw', number: 1, seq: 3 },
      { kind: 'leave', card_ids: [10] },
      { kind: 'leave', card_ids: [11] },
    ]);
  });

  it('does not count a stage for a card voided before its ball', () => {
    const balls = [1, 16, 31, 46, 61].map((number): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number }]);
    const log = plain([
      ['round_started', { stages }],
      ['card_set', { count: 3 }],
      ['cards_voided', { count: 1, card_ids: [11] }],
      ...balls,
      ['stage_won', { stage: 'quina', ball_seq: 8, card_ids: [10] }],
    ]);
    const sets = [
      { seq: 2, cards: [A, B, C] },
      { seq: 3, cards: [B] },
    ];
    expect(checkStageWins(log, sets)).toBeNull();
    const withB = plain([
      ...log.slice(0, -1).map((e): [RecordKind, Record<string, unknown>] => [e.kind, e.data]),
      ['stage_won', { stage: 'quina', ball_seq: 8, card_ids: [10, 11] }],
    ]);
    expect(checkStageWins(withB, sets)).toBe(9);
  });
});
