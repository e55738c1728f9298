import { eventMessages, msg } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { eventFormSchema, eventRequest } from './event-form';

const typed = { name: 'Bingo da Paróquia São José 🎉', start_date: '2026-12-05T19:00', rounds_count: '3', card_price: '' };
const messageOf = (input: object, field: string) =>
  eventFormSchema.safeParse({ ...typed, ...input }).error?.issues.find((i) => i.path[0] === field)?.message;

describe('the event form (decisions.md §11 rules, checked before sending)', () => {
  it('takes the datetime-local value and sends it as a São Paulo instant; a blank price is left out', () => {
    const values = eventFormSchema.parse(typed);
    expect(eventRequest(values)).toEqual({
      name: typed.name,
      start_date: '2026-12-05T22:00:00.000Z',
      rounds_count: 3,
      card_price: undefined,
    });
    expect(eventFormSchema.parse({ ...typed, card_price: '12.50' }).card_price).toBe(12.5);
  });

  it('shows the server’s pt-BR sentences for a far year, a missing date and a price below R$ 1,00', () => {
    expect(messageOf({ start_date: '1999-12-31T20:00' }, 'start_date')).toBe(msg.yearOutOfRange);
    expect(messageOf({ start_date: '' }, 'start_date')).toBe(eventMessages.startDateRequired);
    expect(messageOf({ card_price: '0.99' }, 'card_price')).toBe(eventMessages.cardPriceMin);
    expect(messageOf({ name: 'Bingo\u202E' }, 'name')).toBe(msg.hiddenCharacters);
  });

  it('sends a goal typed the Brazilian way, an emptied goal as no goal, and refuses a thermometer without one (docs/decisions/019)', () => {
    expect(eventFormSchema.parse({ ...typed, meta_arrecadacao: 20000, meta_visivel: true })).toMatchObject({
      meta_arrecadacao: 20000,
      meta_visivel: true,
    });
    expect(eventFormSchema.parse({ ...typed, meta_arrecadacao: '' }).meta_arrecadacao).toBeNull();
    expect(messageOf({ meta_arrecadacao: '', meta_visivel: true }, 'meta_visivel')).toBe(eventMessages.goalToShow);
    expect(messageOf({ meta_arrecadacao: 0 }, 'meta_arrecadacao')).toBe(eventMessages.goalMin);
  });
});
