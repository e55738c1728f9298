import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { recordCardSetsSchema, REMOVAL_REASON_REQUIRED, removalReason, removeBallBody, roundRecordSchema } from './round-record';

const record = {
  round: { id: 9, event_id: 2, number: 3, prize: 'TV 50"', status: 'finished' },
  event_name: 'Bingo da Paróquia',
  entries: [
    {
      round_id: 9,
      seq: 1,
      at: '2026-12-05T22:00:00.000Z',
      kind: 'round_started',
      data: { cards: 1200 },
      prev_hash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    },
    {
      round_id: 9,
      seq: 2,
      at: '2026-12-05T22:01:00.000Z',
      kind: 'ball_drawn',
      data: { number: 41 },
      prev_hash: 'a'.repeat(64),
      hash: 'b'.repeat(64),
    },
  ],
  head: 'b'.repeat(64),
  winners: [{ card_id: 1203, name: 'Ana S.' }],
  stages: [{ kind: 'cartela_cheia', prize: 'TV 50"', ball_seq: 2, winners: [{ card_id: 1203, name: 'Ana S.' }] }],
};

describe('the public record of a round', () => {
  it('keeps every field of the round, its entries and winners', () => {
    expect(roundRecordSchema.parse(record)).toEqual(record);
    const old = { ...record, entries: [], head: null, winners: [], stages: [] };
    expect(roundRecordSchema.parse(old)).toEqual(old);
  });

  it('refuses an entry of an unknown kind or with a broken sequence number', () => {
    const [first] = record.entries;
    expect(roundRecordSchema.safeParse({ ...record, entries: [{ ...first, kind: 'ball_hidden' }] }).success).toBe(false);
    expect(roundRecordSchema.safeParse({ ...record, entries: [{ ...first, seq: 1.5 }] }).success).toBe(false);
    expect(roundRecordSchema.safeParse({ ...record, round: { ...record.round, status: 'paused' } }).success).toBe(false);
  });

  it('keeps the card sets a verifier replays', () => {
    const sets = { sets: [{ seq: 1, cards: [{ id: 1203, numbers: [1, 16, 31, 46, 61] }] }] };
    expect(recordCardSetsSchema.parse(sets)).toEqual(sets);
  });
});

describe('the reason for removing a ball', () => {
  const messageOf = (reason: unknown) => removeBallBody.safeParse({ reason }).error?.issues[0]?.message;

  it('takes a trimmed reason of up to 300 characters, which goes into the public record', () => {
    expect(removeBallBody.parse({ reason: ' Bola repetida por engano ' })).toEqual({ reason: 'Bola repetida por engano' });
    expect(removalReason.parse('x'.repeat(300))).toBe('x'.repeat(300));
    expect(removeBallBody.parse(undefined)).toBeUndefined();
    expect(removeBallBody.parse(null)).toBeNull();
    expect(removeBallBody.parse({})).toEqual({});
  });

  it('asks for a reason when it is blank, invisible or not text', () => {
    expect(REMOVAL_REASON_REQUIRED).toBe('Informe o motivo da remoção da bola: ele fica no registro público da rodada.');
    expect(messageOf('   ')).toBe(REMOVAL_REASON_REQUIRED);
    expect(messageOf('\u200B\u200B')).toBe(REMOVAL_REASON_REQUIRED);
    expect(messageOf(42)).toBe(REMOVAL_REASON_REQUIRED);
  });

  it('refuses a reason too long or with hidden characters', () => {
    expect(messageOf('x'.repeat(301))).toBe(msg.tooLong(300));
    expect(messageOf('Bola\u202E repetida')).toBe(msg.hiddenCharacters);
    expect(messageOf('Bola\nrepetida')).toBe(msg.hiddenCharacters);
  });
});
