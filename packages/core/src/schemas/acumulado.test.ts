import { describe, expect, it } from 'vitest';
import { acumuladoChangeSchema, acumuladoInput, acumuladoReplySchema } from './acumulado';

/** The first issue of refused terms: its sentence and the field the form marks. */
const refusal = (body: object) => {
  const issue = acumuladoInput.safeParse(body).error?.issues[0];
  return { message: issue?.message, path: issue?.path };
};
const terms = { value: 2000, ball_limit: 40, increment: 200 };

// decisions.md §14, docs/decisions/032: the organiser sets the pot's value, its ball limit and the
// increment each marked round without a full card adds.
describe('the acumulado terms the organiser sets', () => {
  it('takes a value, a ball limit and an increment, as typed in the form', () => {
    expect(acumuladoInput.parse(terms)).toEqual(terms);
    expect(acumuladoInput.parse({ value: '2000.50', ball_limit: '40', increment: '0' })).toEqual({
      value: 2000.5,
      ball_limit: 40,
      increment: 0,
    });
  });

  it('takes a value of up to R$ 10.000.000,00 and refuses more with the limit sentence', () => {
    expect(acumuladoInput.parse({ ...terms, value: 10_000_000 }).value).toBe(10_000_000);
    expect(refusal({ ...terms, value: 10_000_000.01 })).toEqual({
      message: 'O valor do acumulado deve ser de no máximo R$ 10.000.000,00.',
      path: ['value'],
    });
  });

  it.each([-1, 'dois mil'])('refuses the value %j with the value sentence', (value) => {
    expect(refusal({ ...terms, value })).toEqual({
      message: 'O valor do acumulado não pode ser negativo. Informe um valor em reais, por exemplo 2000.00.',
      path: ['value'],
    });
  });

  it.each([-0.01, 'duzentos'])('refuses the increment %j with the increment sentence', (increment) => {
    expect(refusal({ ...terms, increment })).toEqual({
      message: 'O acréscimo do acumulado não pode ser negativo. Informe um valor em reais, por exemplo 200.00.',
      path: ['increment'],
    });
  });
});

describe('the acumulado as GET /events/:id/acumulado answers it', () => {
  const change = {
    id: 3,
    at: '2026-12-05T23:00:00.000Z',
    kind: 'passed_on',
    value_before: 2200,
    value_after: 0,
    ball_limit: 40,
    round_number: null,
    other_event: { id: 7, name: 'Bingo de Natal' },
    reason: null,
    by: 'Ana S.',
  };

  it('keeps the terms, the pot and every change of its history, with the other event', () => {
    const reply = { event_id: 2, config: terms, pot: 0, history: [change] };
    expect(acumuladoReplySchema.parse(reply)).toEqual(reply);
    expect(acumuladoChangeSchema.safeParse({ ...change, other_event: { id: 7 } }).success).toBe(false);
  });

  it('answers null terms for an event without acumulado', () => {
    expect(acumuladoReplySchema.parse({ event_id: 2, config: null, pot: 0, history: [] })).toEqual({
      event_id: 2,
      config: null,
      pot: 0,
      history: [],
    });
  });
});
