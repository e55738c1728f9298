import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { eventBody, eventMessages } from './events';

const base = { name: 'Bingo da Paróquia São José 🎉', start_date: '2026-12-05T22:00:00.000Z', rounds_count: 3 };
const messageOf = (input: object, field: string) =>
  eventBody.safeParse({ ...base, ...input }).error?.issues.find((i) => i.path[0] === field)?.message;

describe('event body', () => {
  it('takes a valid event unchanged, the price as number or typed text', () => {
    expect(eventBody.parse({ ...base, card_price: 10 })).toEqual({ ...base, card_price: 10 });
    expect(eventBody.parse({ ...base, card_price: '12.50', rounds_count: '4' })).toMatchObject({ card_price: 12.5, rounds_count: 4 });
    expect(eventBody.parse(base).card_price).toBeUndefined();
    expect(eventBody.parse({ ...base, card_price: 1 }).card_price).toBe(1);
  });

  it('refuses a card price below R$ 1,00 and a null one (it used to become R$ 0,00)', () => {
    expect(messageOf({ card_price: 0.99 }, 'card_price')).toBe(eventMessages.cardPriceMin);
    expect(messageOf({ card_price: 0 }, 'card_price')).toBe(eventMessages.cardPriceMin);
    expect(messageOf({ card_price: -5 }, 'card_price')).toBe(eventMessages.cardPriceMin);
    expect(messageOf({ card_price: null }, 'card_price')).toBe(eventMessages.cardPriceInvalid);
    expect(messageOf({ card_price: '' }, 'card_price')).toBe(eventMessages.cardPriceInvalid);
    expect(messageOf({ card_price: true }, 'card_price')).toBe(eventMessages.cardPriceInvalid);
    expect(messageOf({ card_price: 100_000.01 }, 'card_price')).toBe(eventMessages.cardPriceMax);
  });

  it('refuses a null or boolean number of rounds instead of reading 0 or 1', () => {
    expect(messageOf({ rounds_count: null }, 'rounds_count')).toBe(eventMessages.roundsCountInvalid);
    expect(messageOf({ rounds_count: true }, 'rounds_count')).toBe(eventMessages.roundsCountInvalid);
    expect(messageOf({ rounds_count: 2.5 }, 'rounds_count')).toBe(eventMessages.roundsCountInteger);
  });

  it('takes a strict start date', () => {
    expect(messageOf({ start_date: '99999' }, 'start_date')).toBe(msg.dateTimeInvalid);
    expect(messageOf({ start_date: '0' }, 'start_date')).toBe(msg.dateTimeInvalid);
    expect(messageOf({ start_date: '2026-02-30' }, 'start_date')).toBe(msg.dateNotInCalendar);
    expect(messageOf({ start_date: '1999-12-31' }, 'start_date')).toBe(msg.yearOutOfRange);
    expect(messageOf({ start_date: '' }, 'start_date')).toBe(eventMessages.startDateRequired);
    expect(messageOf({ start_date: undefined }, 'start_date')).toBe(eventMessages.startDateRequired);
    // What <input type="datetime-local"> gives: the web form validates it before making it an instant.
    expect(eventBody.parse({ ...base, start_date: '2026-12-05T19:00' }).start_date).toBe('2026-12-05T19:00');
  });
});
