import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import {
  activeEventReply,
  eventBody,
  eventMessages,
  eventReopeningSchema,
  eventSchema,
  eventStatusBody,
  eventStatusInput,
  eventStatusLabels,
  eventStatusReply,
  GOAL_MAX,
} from './events';

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

describe('event goal and status', () => {
  it('takes a goal above zero up to R$ 10.000.000,00, null to take it away', () => {
    expect(eventBody.parse({ ...base, meta_arrecadacao: '20000.00', meta_visivel: true })).toMatchObject({
      meta_arrecadacao: 20000,
      meta_visivel: true,
    });
    expect(eventBody.parse({ ...base, meta_arrecadacao: GOAL_MAX }).meta_arrecadacao).toBe(10_000_000);
    expect(eventBody.parse({ ...base, meta_arrecadacao: null }).meta_arrecadacao).toBeNull();
    expect(messageOf({ meta_arrecadacao: 0 }, 'meta_arrecadacao')).toBe('A meta de arrecadação deve ser maior que zero.');
    expect(messageOf({ meta_arrecadacao: 10_000_000.01 }, 'meta_arrecadacao')).toBe(
      'A meta de arrecadação deve ser de no máximo R$ 10.000.000,00.',
    );
    expect(messageOf({ meta_arrecadacao: 'muito' }, 'meta_arrecadacao')).toBe(
      'Meta de arrecadação inválida. Informe um valor em reais, por exemplo 20000.00.',
    );
    expect(messageOf({ meta_visivel: 'sim' }, 'meta_visivel')).toBe('Informe se a meta aparece no telão (true ou false).');
  });

  it('reads in_progress as em_andamento and refuses an unknown status', () => {
    expect(eventStatusInput.parse('in_progress')).toBe('em_andamento');
    for (const status of ['scheduled', 'em_andamento', 'finalizado']) expect(eventStatusInput.parse(status)).toBe(status);
    expect(eventStatusInput.safeParse('pausado').error?.issues[0]?.message).toBe('Status do evento inválido.');
    expect(eventStatusBody.parse({ status: 'in_progress', finish_running: true })).toEqual({
      status: 'em_andamento',
      finish_running: true,
    });
    expect(eventStatusBody.parse({ status: 'finalizado' })).toEqual({ status: 'finalizado' });
  });

  it('labels each status as the screens show it', () => {
    expect(eventStatusLabels).toEqual({
      scheduled: { label: 'Agendado', variant: 'dark' },
      em_andamento: { label: 'Em Andamento', variant: 'warning' },
      finalizado: { label: 'Finalizado', variant: 'success' },
    });
  });

  it('answers an event with every field the screens read', () => {
    const event = {
      id: 2,
      name: 'Bingo da Paróquia',
      start_date: '2026-12-05T22:00:00.000Z',
      rounds_count: 5,
      status: 'em_andamento',
      card_price: 12.5,
      meta_arrecadacao: 20000,
      meta_visivel: true,
    };
    expect(eventSchema.parse(event)).toEqual(event);
    expect(eventSchema.parse({ ...event, meta_arrecadacao: null })).toEqual({ ...event, meta_arrecadacao: null });
    expect(eventStatusReply.parse({ message: 'Status atualizado', evento: event })).toEqual({
      message: 'Status atualizado',
      evento: event,
    });
    expect(activeEventReply.parse(null)).toBeNull();
    expect(activeEventReply.parse(event)).toEqual(event);
  });

  it('keeps each reopening of a finished event with who, when and why (decisions.md §14)', () => {
    const reopening = { id: 1, at: '2026-12-06T01:00:00.000Z', by: 'Rosa T.', reason: 'Bola 61 digitada errada', status: 'em_andamento' };
    expect(eventReopeningSchema.parse(reopening)).toEqual(reopening);
    expect(eventReopeningSchema.parse({ ...reopening, by: null }).by).toBeNull();
  });
});
