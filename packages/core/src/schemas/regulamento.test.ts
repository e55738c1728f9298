import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { cnpj, regulamentoBody, regulamentoMessages, regulamentoQuery, regulamentoSchema } from './regulamento';
import { regulamentoInput as body } from '../testing';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('the CNPJ of the entidade responsável (decisions.md §15)', () => {
  it('refuses more than 14 characters as a malformed CNPJ, even when 14 of them would hold', () => {
    for (const typed of ['011.222.333/0001-81', '11.222.333/0001-810', '11.222.333/0001-81X']) {
      expect(issues(cnpj, typed), typed).toEqual([{ path: [], message: regulamentoMessages.cnpjInvalid }]);
    }
  });

  it('says the CNPJ is malformed when it is not a text', () => {
    for (const typed of [undefined, null, 11222333000181]) {
      expect(issues(regulamentoBody, { ...body, cnpj: typed }), String(typed)).toEqual([
        { path: ['cnpj'], message: regulamentoMessages.cnpjInvalid },
      ]);
    }
  });
});

describe('regulamentoBody: the rules the organiser publishes (decisions.md §15)', () => {
  it('keeps the purpose, how the draw is made and the tie rule written over several lines', () => {
    const lines = {
      finalidade: 'Reforma do telhado.\nO que sobrar vai para a creche.',
      sorteio: 'Globo físico.\nCada bola é mostrada ao público antes de ser digitada.',
      empate: 'Prêmio dividido em partes iguais.\nPrêmio indivisível: nova bola entre os empatados.',
    };
    expect(regulamentoBody.parse({ ...body, ...lines })).toMatchObject(lines);
  });

  it('puts the reversed sales period on its end', () => {
    expect(issues(regulamentoBody, { ...body, vendas_fim: '2026-11-30' })).toEqual([
      { path: ['vendas_fim'], message: regulamentoMessages.salesPeriodReversed },
    ]);
  });
});

describe('the published regulamento as the server answers it', () => {
  it('keeps every field of a version, its rounds and the list of versions', () => {
    const regulamento = {
      ...body,
      cnpj: '11222333000181',
      event_id: 4,
      event_name: 'Bingo de Natal',
      version: 2,
      published_at: '2026-11-28T20:00:00.000Z',
      sorteio: 'globo físico com números digitados no painel',
      empate: 'prêmio dividido em partes iguais',
      rounds: [
        { number: 1, prize: 'Quina: Panela; Cartela cheia: Cesta' },
        { number: 2, prize: 'Cartela cheia: TV' },
      ],
      versions: [
        { version: 2, published_at: '2026-11-28T20:00:00.000Z' },
        { version: 1, published_at: '2026-11-20T20:00:00.000Z' },
      ],
    };
    expect(regulamentoSchema.parse(regulamento)).toEqual(regulamento);
  });

  it('reads the version asked in the address, and refuses one that cannot exist with its sentence', () => {
    expect(regulamentoQuery.parse({ version: '3' })).toEqual({ version: 3 });
    expect(regulamentoQuery.parse({})).toEqual({});
    expect(issues(regulamentoQuery, { version: 'última' })).toEqual([{ path: ['version'], message: regulamentoMessages.versionNotFound }]);
  });
});
