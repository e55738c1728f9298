import { describe, expect, it } from 'vitest';
import { fullCardBall } from './acumulado-record';
import type { RecordEntry, RecordKind } from './record-entry';
import { cardSetHash, describeProblem, entryHash, GENESIS_HASH, verifyRecord } from './round-record';
import { webCryptoSha256 } from './web-sha';

const sha256 = webCryptoSha256()!;
const ROUND = 5;
const CARD = { id: 10, numbers: [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65] };

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

/** One card; ball 75 drawn and taken back, then ball 70, then the card's 25 numbers: full on the 26th ball. */
async function round(acumulado: Record<string, unknown> | null, after: [RecordKind, Record<string, unknown>][] = []) {
  const items: [RecordKind, Record<string, unknown>][] = [
    ['round_started', { event_id: 1, number: 1, prize: 'TV', stages: [{ kind: 'cartela_cheia', prize: 'TV' }] }],
    ['card_set', { count: 1, hash: await cardSetHash(sha256, [CARD]) }],
    ['ball_drawn', { number: 75 }],
    ['ball_removed', { number: 75, reason: 'Engano' }],
    ['ball_drawn', { number: 70 }],
    ...CARD.numbers.map((number): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number }]),
    // The last ball is entry 30: 2 opening entries, 3 for the ball taken back and ball 70, then 25.
    ['stage_won', { stage: 'cartela_cheia', ball_seq: 30, card_ids: [10] }],
    ['round_finished', { status: 'finished', balls: 26, winners: [10] }],
  ];
  if (acumulado) items.push(['acumulado', acumulado]);
  items.push(...after);
  return { entries: await chain(items), sets: [{ seq: 2, cards: [CARD] }] };
}

describe('the acumulado in the round record (docs/decisions/032)', () => {
  it('counts the full card by the balls standing when it came: a ball taken back before it does not count', async () => {
    const { entries, sets } = await round(null);
    expect(fullCardBall(entries, sets)).toEqual({ ball: 26, card_ids: [10] });
  });

  it('Verificar accepts the true outcome and names an entry that claims a win one ball past the limit', async () => {
    const good = await round({ value: 2000, limit: 25, won: false, ball: 26 });
    expect(await verifyRecord(sha256, ROUND, good.entries, good.sets)).toMatchObject({ ok: true });
    const atLimit = await round({ value: 2000, limit: 26, won: true, ball: 26 });
    expect(await verifyRecord(sha256, ROUND, atLimit.entries, atLimit.sets)).toMatchObject({ ok: true });
    const forged = await round({ value: 2000, limit: 25, won: true, ball: 26 });
    const result = await verifyRecord(sha256, ROUND, forged.entries, forged.sets);
    expect(result).toMatchObject({ ok: false, first: { seq: forged.entries.length, problem: 'acumulado' } });
    expect(describeProblem(result.first!)).toBe(
      `Registro ${forged.entries.length}: o resultado do acumulado não confere com as cartelas e as bolas sorteadas.`,
    );
  });

  it('Verificar names an entry that gets the won right but the ball wrong', async () => {
    const forged = await round({ value: 2000, limit: 25, won: false, ball: 27 });
    const result = await verifyRecord(sha256, ROUND, forged.entries, forged.sets);
    expect(result).toMatchObject({ ok: false, first: { seq: forged.entries.length, problem: 'acumulado' } });
  });

  it('checks an acumulado entry against the record before it, not the balls of a later reopening', async () => {
    // Reopened after the finish: the last ball taken back, ball 74 and then 65 again: full on the 27th.
    const reopened = await round({ value: 2000, limit: 25, won: false, ball: 26 }, [
      ['round_reopened', { reason: 'Conferência' }],
      ['ball_removed', { number: 65, reason: 'Engano' }],
      ['stage_reopened', { stage: 'cartela_cheia', ball_seq: 30 }],
      ['ball_drawn', { number: 74 }],
      ['ball_drawn', { number: 65 }],
      ['stage_won', { stage: 'cartela_cheia', ball_seq: 38, card_ids: [10] }],
    ]);
    expect(fullCardBall(reopened.entries, reopened.sets).ball).toBe(27);
    expect(await verifyRecord(sha256, ROUND, reopened.entries, reopened.sets)).toMatchObject({ ok: true });
  });

  it("counts the hall's balls as the recount does: a ball drawn twice once, a ball never drawn taken back not at all", async () => {
    const { entries, sets } = await round(null);
    const at = (seq: number, kind: RecordKind, data: Record<string, unknown>): RecordEntry => ({ ...entries[0]!, seq, kind, data });
    // Before the card's numbers: ball 70 drawn again, and ball 9 (never drawn) taken back.
    const odd = [
      ...entries.slice(0, 5),
      at(100, 'ball_drawn', { number: 70 }),
      at(101, 'ball_removed', { number: 9 }),
      ...entries.slice(5),
    ];
    expect(fullCardBall(odd, sets)).toEqual({ ball: 26, card_ids: [10] });
  });
});
