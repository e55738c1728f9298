import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { msg } from '../messages';
import { dateProblem, isoDate, isoDateTime } from './dates';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('isoDate: a calendar day, strict ISO 8601', () => {
  it('accepts real days from 2000 to 2100 and answers the trimmed text', () => {
    expect(isoDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDate().parse(' 2028-02-29 ')).toBe('2028-02-29');
    expect(isoDate().parse('2000-01-01')).toBe('2000-01-01');
    expect(isoDate().parse('2100-12-31')).toBe('2100-12-31');
    expect(isoDate().parse('2000-02-29')).toBe('2000-02-29');
  });

  it.each([
    '99999',
    '0',
    '',
    '-0001-01-01',
    '275760-09-13',
    '+002026-01-01',
    '2026-1-5',
    '20260105',
    '05/01/2026',
    '2026-01-05T10:00',
    'amanhã',
  ])('refuses the shape %j', (value) => {
    expect(messageOf(isoDate(), value)).toBe(msg.dateInvalid);
  });

  it.each(['2026-02-30', '2026-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00'])(
    'refuses the day that does not exist %s',
    (value) => {
      expect(messageOf(isoDate(), value)).toBe(msg.dateNotInCalendar);
    },
  );

  it.each(['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31'])('refuses the year of %s', (value) => {
    expect(messageOf(isoDate(), value)).toBe(msg.yearOutOfRange);
  });

  it('refuses what is not text, with the field’s own wording where given', () => {
    expect(messageOf(isoDate(), null)).toBe(msg.dateInvalid);
    expect(messageOf(isoDate(), 20260101)).toBe(msg.dateInvalid);
    expect(messageOf(isoDate({ required: 'Informe a data.' }), '')).toBe('Informe a data.');
    expect(messageOf(isoDate({ invalid: 'Data do pagamento inválida.' }), '2026-02-30')).toBe('Data do pagamento inválida.');
    expect(messageOf(isoDate({ invalid: 'Data do pagamento inválida.' }), '1999-01-01')).toBe(msg.yearOutOfRange);
  });

  it('is described as format date for the OpenAPI document', () => {
    expect(z.toJSONSchema(isoDate())).toMatchObject({ type: 'string', format: 'date' });
    expect(z.toJSONSchema(isoDateTime())).toMatchObject({ type: 'string', format: 'date-time' });
  });
});

describe('isoDateTime: a day, or a day with its time', () => {
  it.each([
    '2026-12-05',
    '2026-12-05T22:00',
    '2026-12-05T22:00:59',
    '2026-12-05T22:00:00.5',
    '2026-12-05T22:00:00.000Z',
    '2026-12-05T19:00-03:00',
    '2026-12-05T19:00+23:00',
    '2100-12-31T23:59:59.999+14:00',
  ])('accepts %s unchanged', (value) => {
    expect(isoDateTime().parse(value)).toBe(value);
  });

  it.each([
    '99999',
    '0',
    '2026-12-05 22:00',
    '2026-12-05T24:00',
    '2026-12-05T22:60',
    '2026-12-05T22',
    '2026-12-05T22:00:00.0001Z',
    '2026-12-05T22:00-0300',
    '2026-12-05T22:00+24:00',
    '+002026-12-05',
    '275760-09-13',
    '2026-12-05T22:00z',
    '2026-12-05T22:00:00Z[America/Sao_Paulo]',
    'Thu, 05 Dec 2026 22:00:00 GMT',
  ])('refuses the shape %j', (value) => {
    expect(messageOf(isoDateTime(), value)).toBe(msg.dateTimeInvalid);
  });

  it('checks the day and the year of a date-time too', () => {
    expect(messageOf(isoDateTime(), '2026-02-30T10:00:00Z')).toBe(msg.dateNotInCalendar);
    expect(messageOf(isoDateTime(), '1999-12-31T23:59:59Z')).toBe(msg.yearOutOfRange);
    expect(messageOf(isoDateTime(), '2101-01-01T00:00')).toBe(msg.yearOutOfRange);
  });
});

describe('dateProblem', () => {
  it('names the problem', () => {
    expect(dateProblem('2024-02-29')).toBeNull();
    expect(dateProblem('2024-02-29T10:00', true)).toBeNull();
    expect(dateProblem('2024-02-29T10:00')).toBe('format');
    expect(dateProblem('2023-02-29')).toBe('calendar');
    expect(dateProblem('2200-01-01')).toBe('year');
  });
});
