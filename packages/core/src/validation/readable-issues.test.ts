import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../zod-locale';
import { msg } from '../messages';
import { fieldErrorSentence } from './field-error';
import { lowerFirst } from './readable-issues';

/** The messages of one failed parse, by field path. */
const messagesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('readable validation messages (docs/decisions/014)', () => {
  const order = z.object({
    quantidade: z.number().int().min(1).max(100),
    email: z.email(),
    name: z.string().min(3).max(120),
    amount: z.number().int().max(5000).meta({ title: 'Quantidade de cartelas' }),
    numbers: z.array(z.number()).min(1),
    tipo: z.enum(['percentual', 'fixo']),
  });

  it('names the field and says what is wrong, with numbers written the Brazilian way', () => {
    expect(messagesOf(order, { quantidade: 101, email: 'x', name: 'ab', amount: 5001, numbers: [], tipo: 'outro' })).toEqual({
      quantidade: 'Quantidade: o máximo é 100.',
      email: 'Informe um e-mail válido.',
      name: 'Nome: use pelo menos 3 caracteres.',
      amount: 'Quantidade de cartelas: o máximo é 5.000.',
      numbers: 'Números: escolha pelo menos 1 item.',
      tipo: 'Tipo: escolha uma das opções.',
    });
  });

  it('says a missing field is required and a wrong type plainly', () => {
    expect(messagesOf(order, { quantidade: 1.5, name: 7 })).toMatchObject({
      quantidade: 'Quantidade: informe um número inteiro.',
      email: 'E-mail: campo obrigatório.',
      name: 'Nome: informe um texto.',
    });
  });

  it('keeps a message the schema wrote itself', () => {
    expect(messagesOf(z.object({ password: z.string().min(8, msg.passwordTooShort) }), { password: 'x' })).toEqual({
      password: msg.passwordTooShort,
    });
  });

  it('answers a missing body without pretending it is a field', () => {
    expect(messagesOf(order, undefined)).toEqual({ '': msg.validation });
  });
});

describe('fieldErrorSentence', () => {
  it('puts the field name before a bare sentence', () => {
    expect(fieldErrorSentence('billing_address.city', msg.required)).toBe('Cidade: campo obrigatório.');
    expect(fieldErrorSentence('start_date', msg.dateInvalid)).toBe('Data de início: data inválida. Use o formato AAAA-MM-DD.');
    expect(fieldErrorSentence('notes', msg.tooLong(2000))).toBe('Observações: use no máximo 2000 caracteres.');
  });

  it('keeps a sentence that stands on its own', () => {
    expect(fieldErrorSentence('password', msg.passwordTooShort)).toBe(msg.passwordTooShort);
    expect(fieldErrorSentence('quantidade', 'Quantidade: o máximo é 100.')).toBe('Quantidade: o máximo é 100.');
    expect(fieldErrorSentence('body', msg.validation)).toBe(msg.validation);
    expect(fieldErrorSentence('notes', 'Texto longo demais. Use no máximo 2000 caracteres.')).toBe(
      'Texto longo demais. Use no máximo 2000 caracteres.',
    );
  });

  it('also names the field of the readable map’s bare fallbacks', () => {
    expect(fieldErrorSentence('cpf', 'Formato inválido.')).toBe('CPF: formato inválido.');
    expect(fieldErrorSentence('status', 'Valor inválido.')).toBe('Status: valor inválido.');
  });

  it('names a field inside a list or an address by its own key', () => {
    expect(fieldErrorSentence('ids.12', msg.required)).toBe('Cartelas: campo obrigatório.');
    expect(fieldErrorSentence('billing_address.line_1', msg.required)).toBe('Endereço: campo obrigatório.');
  });
});

/** An upload as the browser sends it (the core package compiles without DOM or Node types). */
const aFile = (bytes: number) =>
  new (globalThis as unknown as { File: new (parts: string[], name: string) => unknown }).File(['x'.repeat(bytes)], 'logo.png');

describe('what a form shows for each kind of refusal', () => {
  const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('says a field left null is required, like one left out', () => {
    expect(messagesOf(z.object({ quantidade: z.number(), email: z.email() }), { quantidade: null, email: null })).toEqual({
      quantidade: 'Quantidade: campo obrigatório.',
      email: 'E-mail: campo obrigatório.',
    });
  });

  it('asks for the kind of value the field takes', () => {
    const form = z.object({
      quantidade: z.number(),
      valor: z.bigint(),
      ativo: z.boolean(),
      ids: z.array(z.number()),
      billing_address: z.object({ city: z.string() }),
      from: z.date(),
      file: z.file(),
      metadata: z.record(z.string(), z.string()),
    });
    const wrong = 'x';
    expect(
      messagesOf(form, {
        quantidade: wrong,
        valor: wrong,
        ativo: wrong,
        ids: wrong,
        billing_address: wrong,
        from: wrong,
        file: wrong,
        metadata: wrong,
      }),
    ).toEqual({
      quantidade: 'Quantidade: informe um número.',
      valor: 'Valor: informe um número inteiro.',
      ativo: 'Ativo: escolha sim ou não.',
      ids: 'Cartelas: informe uma lista.',
      billing_address: 'Endereço de cobrança: formato inválido.',
      from: 'Data inicial: informe uma data.',
      file: 'Envie um arquivo.',
      metadata: 'Dados adicionais: formato inválido.',
    });
  });

  it('explains each text format in words, any other format as invalid', () => {
    const form = z.object({
      url: z.url(),
      time: z.iso.time(),
      token: z.uuid(),
      zip_code: z.string().regex(/^\d{8}$/),
      code: z.string().startsWith('AF-'),
      tag: z.string().endsWith('!'),
      search: z.string().includes('@'),
      cpf: z.string().lowercase(),
    });
    const input = { url: 'x', time: '25:00', token: 'x', zip_code: 'x', code: 'x', tag: 'x', search: 'x', cpf: 'X' };
    expect(messagesOf(form, input)).toEqual({
      url: 'Informe um endereço válido (https://...).',
      time: 'Hora inválida. Use o formato HH:mm.',
      token: 'Código de acesso: código inválido.',
      zip_code: 'CEP: formato inválido.',
      code: 'Código: formato inválido.',
      tag: 'Tag: formato inválido.',
      search: 'Busca: formato inválido.',
      cpf: 'CPF: formato inválido.',
    });
  });

  it('gives minimums and maximums of text, lists, numbers, files and dates in words', () => {
    const form = z.object({
      name: z.string().min(1).max(5),
      numbers: z.array(z.number()).min(2).max(3),
      ids: z.set(z.number()).min(1).max(1),
      quantidade: z.number().min(1).max(100),
      card_price: z.number().positive().lt(1000.5),
      file: z.file().max(10),
      from: z.date().min(new Date('2026-01-01')).max(new Date('2026-12-31')),
    });
    expect(
      messagesOf(form, {
        name: '',
        numbers: [1],
        ids: new Set(),
        quantidade: 0,
        card_price: 0,
        file: aFile(0),
        from: new Date('2025-12-31'),
      }),
    ).toEqual({
      name: 'Nome: campo obrigatório.',
      numbers: 'Números: escolha pelo menos 2 itens.',
      ids: 'Cartelas: escolha pelo menos 1 item.',
      quantidade: 'Quantidade: o mínimo é 1.',
      card_price: 'Preço da cartela: informe um valor maior que 0.',
      from: 'Data inicial: data anterior à permitida.',
    });
    const tooBig = { name: 'x'.repeat(6), numbers: [1, 2, 3, 4], ids: new Set([1, 2]), quantidade: 101, card_price: 1000.5 };
    expect(messagesOf(form, { ...tooBig, file: aFile(11), from: new Date('2027-01-01') })).toEqual({
      name: 'Nome: use no máximo 5 caracteres.',
      numbers: 'Números: escolha no máximo 3 itens.',
      ids: 'Cartelas: escolha no máximo 1 item.',
      quantidade: 'Quantidade: o máximo é 100.',
      card_price: 'Preço da cartela: informe um valor menor que 1.000,5.',
      file: `Arquivo: ${lowerFirst(msg.bodyTooLarge)}`,
      from: 'Data inicial: data posterior à permitida.',
    });
  });

  it('writes decimals the Brazilian way, up to two places', () => {
    expect(firstMessage(z.number().max(1.234), 2)).toBe('O máximo é 1,23.');
    expect(firstMessage(z.object({ valor: z.number().multipleOf(0.01) }), { valor: 1.001 })).toBe(
      'Valor: use no máximo duas casas decimais.',
    );
    expect(firstMessage(z.object({ quantidade: z.number().multipleOf(5) }), { quantidade: 7 })).toBe('Quantidade: use um múltiplo de 5.');
  });

  it('asks to tick a box that must be ticked, to choose among options otherwise', () => {
    expect(firstMessage(z.object({ acertado: z.literal(true) }), { acertado: false })).toBe('Acertado: marque esta opção.');
    expect(firstMessage(z.object({ tipo: z.literal('fixo') }), { tipo: 'x' })).toBe('Tipo: escolha uma das opções.');
    expect(firstMessage(z.object({ tipo: z.literal([true, 'fixo']) }), { tipo: 'x' })).toBe('Tipo: escolha uma das opções.');
  });

  it('names the keys a strict body does not take, and says "invalid" for a failed check without its own text', () => {
    expect(firstMessage(z.strictObject({ name: z.string() }), { name: 'Ana', admin: true, role: 'x' })).toBe(
      'Campo não aceito aqui: admin, role.',
    );
    expect(firstMessage(z.object({ name: z.string().refine(() => false) }), { name: 'Ana' })).toBe('Nome: valor inválido.');
  });

  it('names the innermost field, and a list by its own name when one of its items is wrong', () => {
    const form = z.object({ billing_address: z.object({ city: z.string() }), numbers: z.array(z.number()) });
    expect(messagesOf(form, { billing_address: {}, numbers: [1, 'x'] })).toEqual({
      'billing_address.city': 'Cidade: campo obrigatório.',
      'numbers.1': 'Números: informe um número.',
    });
  });
});

describe('lowerFirst', () => {
  it('lowers the first letter of a sentence but keeps an acronym that opens it', () => {
    expect(lowerFirst('Campo obrigatório.')).toBe('campo obrigatório.');
    expect(lowerFirst('CPF inválido. Deve conter 11 dígitos.')).toBe('CPF inválido. Deve conter 11 dígitos.');
  });
});
