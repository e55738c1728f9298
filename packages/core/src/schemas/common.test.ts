import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { msg } from '../messages';
import { email, errorSchema, idParam, numberInput, okSchema, optionalText, pageQuery, paged, queryBool, text } from './common';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('error and ok answers', () => {
  it('keeps the message and the per-field texts of an error answer', () => {
    const body = { error: 'Dados inválidos.', fields: { email: 'Informe um e-mail válido', name: 'Campo obrigatório.' } };
    expect(errorSchema.parse(body)).toEqual(body);
    expect(errorSchema.parse({ error: 'Recurso não encontrado.' })).toEqual({ error: 'Recurso não encontrado.' });
    expect(errorSchema.safeParse({ error: 'x', fields: { email: 1 } }).success).toBe(false);
  });

  it('keeps the message of an ok answer', () => {
    expect(okSchema.parse({ message: 'Senha alterada com sucesso!' })).toEqual({ message: 'Senha alterada com sucesso!' });
    expect(okSchema.safeParse({}).success).toBe(false);
  });
});

describe('idParam', () => {
  it('reads a positive whole id from the path, up to the database integer', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it('refuses zero, negatives, fractions and ids past the database integer', () => {
    for (const id of ['0', '-1', '1.5', '2147483648', 'abc']) expect(idParam.safeParse({ id }).success).toBe(false);
  });
});

describe('pageQuery and paged', () => {
  it('defaults to the first page of 20', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(pageQuery.parse({ page: '1000000', limit: '1' })).toEqual({ page: 1_000_000, limit: 1 });
  });

  it('refuses a page below 1 or past a million, a limit below 1 or above 100', () => {
    for (const query of [{ page: '0' }, { page: '1000001' }, { limit: '0' }, { limit: '101' }, { page: '2.5' }]) {
      expect(pageQuery.safeParse(query).success).toBe(false);
    }
  });

  it('answers the items of a page with the total', () => {
    const page = paged(z.object({ id: z.number() }));
    expect(page.parse({ items: [{ id: 1 }, { id: 2 }], total: 7 })).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 7 });
    expect(page.safeParse({ items: [{ id: 'x' }], total: 1 }).success).toBe(false);
    expect(page.safeParse({ items: [], total: 1.5 }).success).toBe(false);
  });
});

describe('text() and optionalText() limits', () => {
  it('takes a text of exactly the maximum length, refuses one more with the length in the message', () => {
    expect(text(5).parse(' abcde ')).toBe('abcde');
    expect(messageOf(text(5), 'abcdef')).toBe('Use no máximo 5 caracteres.');
    expect(messageOf(text(5), '   ')).toBe(msg.required);
    expect(text(5).safeParse('   ').error?.issues).toHaveLength(1);
    expect(optionalText(5).parse(' abcde ')).toBe('abcde');
    expect(messageOf(optionalText(5), 'abcdef')).toBe('Use no máximo 5 caracteres.');
  });

  it('refuses tabs in a one-line optional text and keeps them in a multi-line one', () => {
    expect(messageOf(optionalText(50), 'a\tb')).toBe(msg.hiddenCharacters);
    expect(optionalText(50, { multiline: true }).parse('a\tb')).toBe('a\tb');
    expect(text(50, { multiline: true }).parse('a\tb')).toBe('a\tb');
  });
});

describe('numberInput', () => {
  const amount = numberInput(z.number());

  it('takes a number as typed in a form, with spaces, sign and decimals', () => {
    expect(amount.parse(7)).toBe(7);
    expect(amount.parse('12.5')).toBe(12.5);
    expect(amount.parse(' 3 ')).toBe(3);
    expect(amount.parse('-2')).toBe(-2);
    expect(amount.parse('10')).toBe(10);
  });

  it('refuses what is not a number: null, booleans, blanks, words and lists', () => {
    for (const input of [null, true, '', ' ', 'abc', '12abc', 'abc12', '1.', '.5', '1.2.3', '--1', '1 2', [5]]) {
      expect(amount.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('email', () => {
  it('trims and lower-cases the address', () => {
    expect(email.parse('  Ana.Maria@Exemplo.COM ')).toBe('ana.maria@exemplo.com');
  });

  it('refuses a text that is not an e-mail, and one past 254 characters', () => {
    expect(messageOf(email, 'ana@')).toBe(msg.invalidEmail);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(long).toHaveLength(254);
    expect(email.parse(long)).toBe(long);
    expect(messageOf(email, `${long}x`)).toBe('Use no máximo 254 caracteres.');
  });
});

describe('queryBool', () => {
  it('reads true/1 as true and false/0 as false, anything else is refused', () => {
    expect(['true', '1', 'false', '0'].map((v) => queryBool.parse(v))).toEqual([true, true, false, false]);
    for (const v of ['yes', 'TRUE', '', 'on']) expect(queryBool.safeParse(v).success).toBe(false);
  });
});
