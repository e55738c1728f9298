import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { contasAmount, contasBody, contasDocument, contasMessages, contasPublished, contasQuery, contasSchema } from './contas';

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path, message: issue.message };
};

const prize = { round_id: 3, stage: 'quina', description: 'Cesta básica', value: '150,00', donated: true };
const body = {
  costs: [{ description: 'Aluguel do salão', amount: '1.234,56', receipt_image_id: 9 }],
  prizes: [prize],
  destination: 'Reforma da cozinha da creche.',
};

describe('contasAmount: an amount of reais in the prestação de contas (decisions.md §15)', () => {
  it('reads the Brazilian form and a JSON number as reais', () => {
    expect(contasAmount.parse('1.234,56')).toBe(1234.56);
    expect(contasAmount.parse(12.5)).toBe(12.5);
    expect(contasAmount.parse('0')).toBe(0);
  });

  it('takes exactly R$ 100.000.000,00 and refuses one cent more', () => {
    expect(contasAmount.parse(100_000_000)).toBe(100_000_000);
    expect(contasAmount.parse('100.000.000,00')).toBe(100_000_000);
    expect(firstIssue(contasAmount, '100.000.000,01')?.message).toBe(contasMessages.amountTooHigh);
    expect(firstIssue(contasAmount, 100_000_000.01)?.message).toBe(contasMessages.amountTooHigh);
  });

  it('says a negative amount cannot be negative, and anything else shows the Brazilian form', () => {
    expect(firstIssue(contasAmount, '-5,00')?.message).toBe(contasMessages.amountNegative);
    expect(firstIssue(contasAmount, -5)?.message).toBe(contasMessages.amountNegative);
    expect(firstIssue(contasAmount, '12.50')?.message).toBe(contasMessages.amountInvalid);
    expect(firstIssue(contasAmount, 1.234)?.message).toBe(contasMessages.amountInvalid);
  });

  it('refuses what is neither a number nor a text with the Brazilian form, not a generic sentence', () => {
    for (const input of [true, null, undefined, ['5'], { value: 5 }]) {
      expect(
        contasAmount.safeParse(input).error?.issues.map((i) => i.message),
        JSON.stringify(input),
      ).toEqual([contasMessages.amountInvalid]);
    }
  });
});

describe('contasBody: what the admin publishes', () => {
  it('reads costs and prizes, amounts in reais, and keeps a destination written over several lines', () => {
    const destination = 'Reforma da cozinha da creche.\nO que sobrar vai para o transporte.';
    expect(contasBody.parse({ ...body, destination: `  ${destination}  `, version: '2', reason: ' Nota corrigida ' })).toEqual({
      costs: [{ description: 'Aluguel do salão', amount: 1234.56, receipt_image_id: 9 }],
      prizes: [{ round_id: 3, stage: 'quina', description: 'Cesta básica', value: 150, donated: true }],
      destination,
      version: 2,
      reason: 'Nota corrigida',
    });
  });

  it('takes an event with no costs nor prizes, and a cost without receipt', () => {
    expect(contasBody.parse({ costs: [], prizes: [], destination: 'Creche' })).toEqual({ costs: [], prizes: [], destination: 'Creche' });
    expect(contasBody.parse({ ...body, costs: [{ description: 'Som', amount: 80, receipt_image_id: null }] }).costs).toEqual([
      { description: 'Som', amount: 80, receipt_image_id: null },
    ]);
  });

  it('refuses a stage of a round listed twice, on the prizes list', () => {
    const twice = { ...body, prizes: [prize, { ...prize, description: 'Outra cesta' }] };
    expect(firstIssue(contasBody, twice)).toEqual({ path: ['prizes'], message: contasMessages.prizeRepeated });
  });

  it('takes both stages of one round, and the same stage of two rounds', () => {
    const stages = [prize, { ...prize, stage: 'cartela_cheia' }, { ...prize, round_id: 4 }];
    expect(contasBody.parse({ ...body, prizes: stages }).prizes.map((p) => `${p.round_id}:${p.stage}`)).toEqual([
      '3:quina',
      '3:cartela_cheia',
      '4:quina',
    ]);
  });

  it('refuses a stage that is neither Quina nor Cartela cheia, and a donated mark that is not true or false', () => {
    expect(firstIssue(contasBody, { ...body, prizes: [{ ...prize, stage: 'bingo' }] })).toEqual({
      path: ['prizes', 0, 'stage'],
      message: contasMessages.stageInvalid,
    });
    expect(firstIssue(contasBody, { ...body, prizes: [{ ...prize, donated: 'sim' }] })).toEqual({
      path: ['prizes', 0, 'donated'],
      message: contasMessages.donatedInvalid,
    });
  });

  it('says which prize value and which cost amount is wrong', () => {
    expect(firstIssue(contasBody, { ...body, prizes: [{ ...prize, value: '-1' }] })).toEqual({
      path: ['prizes', 0, 'value'],
      message: contasMessages.amountNegative,
    });
    expect(firstIssue(contasBody, { ...body, costs: [{ ...body.costs[0], amount: '1,234.56' }] })).toEqual({
      path: ['costs', 0, 'amount'],
      message: contasMessages.amountInvalid,
    });
  });

  it('refuses a round or a receipt that is no id with the sentence of each', () => {
    expect(firstIssue(contasBody, { ...body, prizes: [{ ...prize, round_id: 0 }] })).toEqual({
      path: ['prizes', 0, 'round_id'],
      message: contasMessages.roundNotOfEvent,
    });
    expect(firstIssue(contasBody, { ...body, costs: [{ ...body.costs[0], receipt_image_id: 'x' }] })).toEqual({
      path: ['costs', 0, 'receipt_image_id'],
      message: contasMessages.receiptNotFound,
    });
  });

  it('takes up to 200 costs and 200 prizes, and refuses the 201st', () => {
    const costs = Array.from({ length: 200 }, (_, i) => ({ description: `Custo ${i}`, amount: 1 }));
    const prizes = Array.from({ length: 200 }, (_, i) => ({ ...prize, round_id: i + 1 }));
    expect(contasBody.parse({ ...body, costs, prizes }).costs).toHaveLength(200);
    expect(firstIssue(contasBody, { ...body, costs: [...costs, costs[0]] })?.path).toEqual(['costs']);
    expect(firstIssue(contasBody, { ...body, prizes: [...prizes, { ...prize, round_id: 201 }] })?.path).toEqual(['prizes']);
  });

  it('asks for the reason of a correction when it is sent blank', () => {
    expect(firstIssue(contasBody, { ...body, reason: '   ' })).toEqual({ path: ['reason'], message: contasMessages.reasonRequired });
  });
});

describe('the published prestação de contas as the server answers it', () => {
  const document = {
    event_id: 1,
    event_name: 'Bingo da Creche',
    version: 2,
    published_at: '2026-11-28T20:00:00.000Z',
    reason: 'Nota do som corrigida',
    money_in: {
      online: { purchases: 4, gross: 100, discounts: 10, net: 90 },
      paper: { cards: 12, total: 120, sellers: [{ seller: 'Maria S.', cards: 12, amount: 120 }] },
      sponsorships: { received: 300 },
      total: 510,
    },
    prizes: [
      {
        round_id: 3,
        round_number: 1,
        stage: 'quina',
        description: 'Cesta básica',
        value: 150,
        donated: true,
        delivered: [{ card_id: 17, received_by: 'João P.', received_at: '2026-11-28T21:00:00.000Z' }],
      },
      { round_id: 3, round_number: 1, stage: 'cartela_cheia', description: 'TV', value: 900, donated: false },
    ],
    costs: [{ description: 'Som', amount: 80, receipt_image_id: 9, receipt_url: '/uploads/9.jpg' }],
    totals: { costs: 80, prizes_bought: 900, prizes_donated: 150, net: -470 },
    destination: 'Reforma da cozinha da creche.',
  };

  it('keeps every figure of a version, its hash and the list of versions', () => {
    const contas = {
      document,
      sha256: 'ab'.repeat(32),
      versions: [
        { version: 2, published_at: '2026-11-28T20:00:00.000Z', reason: 'Nota do som corrigida' },
        { version: 1, published_at: '2026-11-27T20:00:00.000Z', reason: null },
      ],
    };
    expect(contasSchema.parse(contas)).toEqual(contas);
    expect(contasDocument.parse(document)).toEqual(document);
  });

  it('answers a publish with the version and its hash', () => {
    expect(contasPublished.parse({ version: 3, sha256: 'cd'.repeat(32) })).toEqual({ version: 3, sha256: 'cd'.repeat(32) });
  });

  it('reads the version asked in the address, and refuses one that cannot exist with its sentence', () => {
    expect(contasQuery.parse({ version: '2' })).toEqual({ version: 2 });
    expect(contasQuery.parse({})).toEqual({});
    expect(firstIssue(contasQuery, { version: '0' })).toEqual({ path: ['version'], message: contasMessages.versionNotFound });
  });
});
