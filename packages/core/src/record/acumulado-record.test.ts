import { describe, expect, it } from 'vitest';
import { fullCardBall } from './acumulado-record';
import type { RecordEntry, RecordKind } from './record-entry';
import { cardSetHash, entryHash, GENESIS_HASH, verifyRecord } from './round-record';
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
async function round(acumulado: Record<string, unknown> | null) {
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
    expect(result.first).toEqual({ seq: forged.entries.length, problem: 'acumulado' });
  });
});
