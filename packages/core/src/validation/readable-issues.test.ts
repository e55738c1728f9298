import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../zod-locale';
import { msg } from '../messages';
import { fieldErrorSentence } from './field-error';

/** The messages of one failed parse, by field path. */
const messagesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('readable validation messages (issue 14.9)', () => {
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
  });
});
