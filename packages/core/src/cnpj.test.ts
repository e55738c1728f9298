import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, isValidCnpj } from './cnpj';
import { regulamentoBody, regulamentoMessages } from './schemas/regulamento';
import { regulamentoInput as body } from './testing';

describe('CNPJ (decisions.md §15: the entidade responsável of a regulamento)', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.345.678/0001-95', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'takes %s, whose check digits hold',
    (value) => expect(isValidCnpj(value)).toBe(true),
  );

  it.each([
    '11.222.333/0001-80',
    '11.222.333/0001-18',
    '00.000.000/0000-00',
    '11111111111111',
    '1122233300018',
    '12.ABC.345/01DE-36',
    '',
    '911222333000181',
    '112223330001819',
  ])('refuses %s', (value) => expect(isValidCnpj(value)).toBe(false));

  it('shows a CNPJ with its mask', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns anything that is not 14 characters as typed, and nothing for no CNPJ', () => {
    // One digit too many, before or after: not a CNPJ to mask, and not silently cut either.
    expect(formatCnpj('9.11.222.333/0001-81')).toBe('9.11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-819')).toBe('11.222.333/0001-819');
    expect(formatCnpj(null)).toBe('');
    expect(formatCnpj(undefined)).toBe('');
    expect(cnpjCharacters(null)).toBe('');
    expect(cnpjCharacters(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('keeps the CNPJ of a regulamento without its mask and refuses wrong check digits in pt-BR', () => {
    expect(regulamentoBody.parse(body).cnpj).toBe('11222333000181');
    const wrong = regulamentoBody.safeParse({ ...body, cnpj: '11.222.333/0001-80' });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([regulamentoMessages.cnpjCheckDigits]);
    const short = regulamentoBody.safeParse({ ...body, cnpj: '1122233300018' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([regulamentoMessages.cnpjInvalid]);
  });

  it('fills how the draw is made and the tie rule when left out, and refuses a sales period ending before it starts', () => {
    expect(regulamentoBody.parse(body)).toMatchObject({
      sorteio: 'globo físico com números digitados no painel',
      empate: 'prêmio dividido em partes iguais',
    });
    const reversed = regulamentoBody.safeParse({ ...body, vendas_inicio: '2026-12-21' });
    expect(reversed.error?.issues.map((i) => i.message)).toEqual([regulamentoMessages.salesPeriodReversed]);
    expect(regulamentoBody.safeParse({ ...body, vendas_fim: body.vendas_inicio }).success).toBe(true);
  });
});
