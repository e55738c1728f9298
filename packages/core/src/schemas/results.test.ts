import { describe, expect, it } from 'vitest';
import { cardCheckReply, quinaListParams, rankingEntrySchema, rankingQuery, rankingReply } from './results';

const forAdmin = {
  card_id: 1203,
  full_name: 'Ana Souza',
  address: 'Rua das Flores, 12',
  contact: '11987654321',
  barcode: '7890000012030',
  acertos: 22,
  faltam: 2,
  faltando: [7, 64],
  numbers: [1, 16, 31, 46, 61],
};

describe('the ranking of a round', () => {
  it('keeps every field of an entry, personal data only when sent', () => {
    expect(rankingEntrySchema.parse(forAdmin)).toEqual(forAdmin);
    expect(rankingEntrySchema.parse({ ...forAdmin, address: null, contact: null })).toEqual({ ...forAdmin, address: null, contact: null });
    const publicEntry = {
      card_id: 88,
      full_name: null,
      barcode: null,
      acertos: 0,
      faltam: 5,
      faltando: [1, 2, 3, 4, 5],
      numbers: [1, 2, 3, 4, 5],
    };
    expect(rankingEntrySchema.parse(publicEntry)).toEqual(publicEntry);
    expect(rankingReply.parse({ data: [forAdmin], total: 1200 })).toEqual({ data: [forAdmin], total: 1200 });
  });

  it('refuses counts and numbers that are not whole', () => {
    expect(rankingEntrySchema.safeParse({ ...forAdmin, acertos: 2.5 }).success).toBe(false);
    expect(rankingEntrySchema.safeParse({ ...forAdmin, faltando: [7.5] }).success).toBe(false);
    expect(rankingEntrySchema.safeParse({ ...forAdmin, numbers: [1.5] }).success).toBe(false);
  });

  it('pages up to a million', () => {
    expect(rankingQuery.parse({ page: '1000000' })).toEqual({ page: 1_000_000 });
    expect(rankingQuery.safeParse({ page: '1000001' }).success).toBe(false);
    expect(rankingQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('checking one card at the venue', () => {
  it('answers the card, whether it plays this round, and the balls drawn', () => {
    const check = { ...forAdmin, status: 'física', in_play: true, next_round: false, voided: null, round_id: 9, drawn: [7, 22] };
    expect(cardCheckReply.parse(check)).toEqual(check);
    expect(cardCheckReply.parse({ ...check, status: 'digital' }).status).toBe('digital');
    expect(cardCheckReply.safeParse({ ...check, status: 'fisica' }).success).toBe(false);
    expect(cardCheckReply.safeParse({ ...check, drawn: [2.5] }).success).toBe(false);
    expect(cardCheckReply.parse({ ...check, in_play: false, next_round: true })).toMatchObject({ in_play: false, next_round: true });
  });
});

describe("the quina's lists on the round panel (decisions.md §14)", () => {
  it('reads the round and the list asked for in the address', () => {
    for (const list of ['winners', 'almost-winners', 'top10']) {
      expect(quinaListParams.parse({ id: '9', list })).toEqual({ id: 9, list });
    }
  });

  it('refuses a list that does not exist, naming the ones that do', () => {
    const refused = quinaListParams.safeParse({ id: '9', list: 'top5' }).error?.issues;
    expect(refused?.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: ['list'], message: 'Lista inválida: use winners, almost-winners ou top10.' },
    ]);
  });
});
