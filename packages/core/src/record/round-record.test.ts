import { describe, expect, it, vi } from 'vitest';
import { canonicalJson } from './canonical-json';
import { replayRecord, winnersOf } from './replay';
import { webCryptoSha256 } from './web-sha';
import { RECORD_KINDS, type RecordEntry, type RecordKind } from './record-entry';
import { cardSetHash, describeProblem, entryHash, GENESIS_HASH, verifyRecord } from './round-record';

const sha256 = webCryptoSha256()!;

async function chain(roundId: number, items: [RecordKind, Record<string, unknown>][]): Promise<RecordEntry[]> {
  const out: RecordEntry[] = [];
  let prev = GENESIS_HASH;
  for (const [i, [kind, data]] of items.entries()) {
    const base = { round_id: roundId, seq: i + 1, at: new Date(Date.UTC(2026, 10, 24, 22, 0, i, 5)).toISOString(), kind, data };
    const hash = await entryHash(sha256, prev, base);
    out.push({ ...base, prev_hash: prev, hash });
    prev = hash;
  }
  return out;
}

const card = (id: number, first: number) => ({ id, numbers: Array.from({ length: 25 }, (_, i) => first + i * 3) });

describe('canonical JSON (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units, drops whitespace, writes numbers as ECMAScript does', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1e21, y: 0.000001, x: -0 } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"x":0,"y":0.000001,"z":1e+21}}',
    );
    // RFC 8785 §3.2.3: "\u20ac" sorts after "\r" and before "\ud83d\ude00", by code units.
    expect(canonicalJson({ '\u20ac': 'Euro', '\r': 'CR', '\ud83d\ude00': 'emoji', '1': 'one' })).toBe(
      '{"\\r":"CR","1":"one","€":"Euro","😀":"emoji"}',
    );
    expect(canonicalJson({ reason: 'bola caiu no chão — "repetida"' })).toBe('{"reason":"bola caiu no chão — \\"repetida\\""}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow('JSON canônico não aceita NaN nem infinito.');
    expect(() => canonicalJson([Number.POSITIVE_INFINITY])).toThrow('JSON canônico não aceita NaN nem infinito.');
  });

  it('leaves out undefined members and writes undefined items as null, as JSON.stringify does', () => {
    const value = { b: undefined, a: [1, undefined, 'x'], c: false };
    expect(canonicalJson(value)).toBe('{"a":[1,null,"x"],"c":false}');
    expect(canonicalJson(value)).toBe(JSON.stringify({ a: value.a, c: false }));
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(undefined)).toThrow('JSON canônico não aceita undefined.');
    expect(() => canonicalJson({ f: () => 1 })).toThrow('JSON canônico não aceita function.');
    expect(() => canonicalJson(1n)).toThrow('JSON canônico não aceita bigint.');
  });
});

describe('round record chain', () => {
  it('hashes with SHA-256 over UTF-8 (FIPS 180-2 vectors)', async () => {
    expect(await sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // node -e "crypto.createHash('sha256').update('ã', 'utf8').digest('hex')"
    expect(await sha256('ã')).toBe('59c63e6cac333a7b990ad1c2a342978cdb72e3e5e702e6620501a29e593e0d84');
  });

  it('starts the chain from 64 zeros and knows every kind of entry', () => {
    // Part of the published format (docs/decisions/015): other verifiers start from the same hash.
    expect(GENESIS_HASH).toBe('0000000000000000000000000000000000000000000000000000000000000000');
    expect(RECORD_KINDS).toEqual([
      'round_started',
      'card_set',
      'ball_drawn',
      'ball_removed',
      'cards_added',
      'cards_removed',
      'round_finished',
      'round_reopened',
      'prize_changed',
      'control_taken',
      'stage_won',
      'stage_reopened',
      'cards_voided',
      'sale_swapped',
      'winner_voided',
      'prize_delivered',
      'prize_delivery_undone',
      'acumulado',
    ]);
  });

  it('hashes prev_hash + canonical JSON of {round_id, seq, at, kind, data}', async () => {
    const [first] = await chain(7, [['round_started', { number: 1 }]]);
    const expected = await sha256(GENESIS_HASH + `{"at":"${first!.at}","data":{"number":1},"kind":"round_started","round_id":7,"seq":1}`);
    expect(first!.hash).toBe(expected);
    expect(first!.prev_hash).toBe(GENESIS_HASH);
  });

  it('card-set hash is sha256 of "{id}:{n1},...,{n25}\\n" lines ordered by id', async () => {
    const a = card(2, 1);
    const b = card(10, 2);
    const text = `2:${a.numbers.join(',')}\n10:${b.numbers.join(',')}\n`;
    expect(await cardSetHash(sha256, [b, a])).toBe(await sha256(text));
  });

  it('verifies an intact record and names the first entry that was changed', async () => {
    const cards = [card(1, 1), card(2, 2)];
    const added = [card(3, 3)];
    const entries = await chain(5, [
      ['round_started', { number: 1 }],
      ['card_set', { count: 2, hash: await cardSetHash(sha256, cards) }],
      ['ball_drawn', { number: 1 }],
      ['ball_drawn', { number: 4 }],
      ['ball_removed', { number: 4, reason: 'Bola caiu no chão' }],
      ['cards_added', { count: 1, hash: await cardSetHash(sha256, added), card_ids: [3] }],
      ['round_finished', { winners: [] }],
    ]);
    const sets = [
      { seq: 2, cards },
      { seq: 6, cards: added },
    ];
    const ok = await verifyRecord(sha256, 5, entries, sets);
    expect(ok).toEqual({ ok: true, first: null, head: entries[6]!.hash, entries: 7 });

    const tampered = entries.map((e) => (e.seq === 3 ? { ...e, data: { number: 2 } } : e));
    const bad = await verifyRecord(sha256, 5, tampered, sets);
    expect(bad.ok).toBe(false);
    expect(bad.first).toEqual({ seq: 3, problem: 'hash' });
    expect(describeProblem(bad.first!)).toBe('Registro 3: o conteúdo não confere com o hash gravado (foi alterado).');

    // Rehashing the changed entry is not enough: the next one still points at the old hash.
    const rehashed = [...tampered];
    rehashed[2] = { ...tampered[2]!, hash: await entryHash(sha256, entries[1]!.hash, tampered[2]!) };
    expect((await verifyRecord(sha256, 5, rehashed, sets)).first).toEqual({ seq: 4, problem: 'prev_hash' });

    expect(
      (
        await verifyRecord(
          sha256,
          5,
          entries.filter((e) => e.seq !== 4),
          sets,
        )
      ).first,
    ).toEqual({ seq: 5, problem: 'seq' });
    expect((await verifyRecord(sha256, 6, entries, sets)).first).toEqual({ seq: 1, problem: 'round_id' });

    const swapped = [{ seq: 2, cards: [cards[0]!, { id: 2, numbers: [...cards[1]!.numbers].reverse() }] }, sets[1]!];
    expect((await verifyRecord(sha256, 5, entries, swapped)).first).toMatchObject({ seq: 2, problem: 'cards' });
    expect((await verifyRecord(sha256, 5, entries, [sets[0]!])).first).toMatchObject({ seq: 6, problem: 'cards' });
  });

  it('checks cards only when they are given, and then also the count the entry claims', async () => {
    const cards = [card(1, 1), card(2, 2)];
    const hash = await cardSetHash(sha256, cards);
    const honest = await chain(5, [['card_set', { count: 2, hash }]]);
    expect((await verifyRecord(sha256, 5, honest)).ok).toBe(true);
    expect((await verifyRecord(sha256, 5, honest, [{ seq: 1, cards }])).ok).toBe(true);
    // A record rewritten from the start, hashes and all, that says three cards where it lists two.
    const padded = await chain(5, [['card_set', { count: 3, hash }]]);
    expect((await verifyRecord(sha256, 5, padded, [{ seq: 1, cards }])).first).toEqual({
      seq: 1,
      problem: 'cards',
      expected: hash,
      actual: hash,
    });
    const unhashed = await chain(5, [['cards_removed', { count: 0 }]]);
    expect((await verifyRecord(sha256, 5, unhashed, [])).first).toEqual({
      seq: 1,
      problem: 'cards',
      expected: '',
      actual: await sha256(''),
    });
  });

  it('says in pt-BR what is wrong with the first entry that does not match', () => {
    const sentences = (['seq', 'prev_hash', 'hash', 'round_id'] as const).map((problem) => describeProblem({ seq: 4, problem }));
    expect(sentences).toEqual([
      'Registro 4: fora de sequência (falta um registro ou há um a mais).',
      'Registro 4: não aponta para o registro anterior (prev_hash diferente).',
      'Registro 4: o conteúdo não confere com o hash gravado (foi alterado).',
      'Registro 4: pertence a outra rodada.',
    ]);
    expect(describeProblem({ seq: 2, problem: 'cards', expected: 'a', actual: 'b' })).toBe(
      'Registro 2: as cartelas não conferem com o hash gravado.',
    );
  });

  it('offers no SHA-256 where the page is not a secure context (no crypto.subtle)', () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(webCryptoSha256()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(webCryptoSha256()).toBeTypeOf('function');
  });

  it('replays balls, removals and cards in play; winners have all 25 numbers drawn', async () => {
    const full = { id: 9, numbers: Array.from({ length: 25 }, (_, i) => i + 1) };
    const entries = await chain(1, [
      ['card_set', { count: 1, hash: '' }],
      ...Array.from({ length: 25 }, (_, i): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number: i + 1 }]),
      ['ball_drawn', { number: 70 }],
      ['ball_removed', { number: 70, reason: 'Repetida' }],
      ['cards_added', { count: 1, hash: '', card_ids: [11] }],
      ['cards_removed', { count: 1, hash: '', card_ids: [11] }],
    ]);
    const replay = replayRecord(entries, [
      { seq: 1, cards: [full] },
      { seq: 29, cards: [card(11, 1)] },
      { seq: 30, cards: [card(11, 1)] },
    ]);
    expect(replay.balls.map((b) => b.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(replay.removals).toMatchObject([{ number: 70, reason: 'Repetida', seq: 28 }]);
    expect([...replay.inPlay.keys()]).toEqual([9]);
    expect([...replay.everInPlay.keys()]).toEqual([9, 11]);
    expect(
      winnersOf(
        replay.inPlay,
        replay.balls.map((b) => b.number),
      ),
    ).toEqual([9]);
  });
});
