import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { sponsorBody, sponsorListQuery, sponsorMessages, sponsorPatchBody } from './sponsors';

const messageOf = (input: object, field: string) =>
  sponsorBody.safeParse({ name: 'Loja', ...input }).error?.issues.find((i) => i.path[0] === field)?.message;

describe('sponsor body (what the form sends)', () => {
  it('takes the amount as typed in Brazil, an empty box as not given', () => {
    expect(sponsorBody.parse({ name: 'Loja', amount: '150,5' }).amount).toBe(150.5);
    expect(sponsorBody.parse({ name: 'Loja', amount: '1234.567' }).amount).toBe(1234.57);
    expect(sponsorBody.parse({ name: 'Loja', amount: '' }).amount).toBeUndefined();
    expect(messageOf({ amount: 'cem' }, 'amount')).toBe(sponsorMessages.amountInvalid);
    expect(messageOf({ amount: -1 }, 'amount')).toBe(sponsorMessages.amountNegative);
  });

  it('keeps only the date of a date-time, turns empty choices into null', () => {
    const parsed = sponsorBody.parse({ name: 'Loja', payment_date: '2026-03-14T03:00:00.000Z', payment_method: '', contact_info: ' ' });
    expect(parsed).toMatchObject({ payment_date: '2026-03-14', payment_method: null, contact_info: null });
    expect(messageOf({ payment_date: '2026-02-30' }, 'payment_date')).toBe(sponsorMessages.dateInvalid);
    expect(messageOf({ payment_date: '14/03/2026' }, 'payment_date')).toBe(sponsorMessages.dateInvalid);
  });

  it('takes a whole date-time or none, and a year from 2000 to 2100 (issue 13.4)', () => {
    expect(messageOf({ payment_date: '2026-03-14Tlixo' }, 'payment_date')).toBe(sponsorMessages.dateInvalid);
    expect(messageOf({ payment_date: '99999' }, 'payment_date')).toBe(sponsorMessages.dateInvalid);
    expect(messageOf({ payment_date: '1999-03-14' }, 'payment_date')).toBe(msg.yearOutOfRange);
    expect(messageOf({ payment_date: '2101-03-14T10:00:00Z' }, 'payment_date')).toBe(msg.yearOutOfRange);
  });

  it('keeps the lines of the notes, refuses hidden characters in the name', () => {
    expect(sponsorBody.parse({ name: 'Loja', notes: 'Pagou metade.\nResto em março.' }).notes).toBe('Pagou metade.\nResto em março.');
    expect(messageOf({ name: 'Loja\u202E' }, 'name')).toBe(msg.hiddenCharacters);
    expect(messageOf({ contact_info: 'Tel\n1234' }, 'contact_info')).toBe(msg.hiddenCharacters);
  });

  it('lets a PATCH leave out whatever it does not change', () => {
    expect(sponsorPatchBody.parse({ payment_status: 'pago' })).toEqual({ payment_status: 'pago' });
  });

  it('drops empty filters from the list query', () => {
    expect(sponsorListQuery.parse({ name: '', payment_status: '', payment_method: '' })).toEqual({ page: 1, limit: 20 });
  });
});
