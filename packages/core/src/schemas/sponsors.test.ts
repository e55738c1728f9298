import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import {
  numberParam,
  numberReportReply,
  paymentStatusLabels,
  sponsorBody,
  sponsorCopyBody,
  sponsorCopyReply,
  sponsorEventQuery,
  sponsorListQuery,
  sponsorListReply,
  sponsorMessages,
  sponsorNumberParam,
  sponsorNumbersBody,
  sponsorNumbersReply,
  sponsorPatchBody,
  sponsorSchema,
} from './sponsors';

const messageOf = (input: object, field: string) =>
  sponsorBody.safeParse({ name: 'Loja', ...input }).error?.issues.find((i) => i.path[0] === field)?.message;

describe('sponsor body (what the form sends)', () => {
  it('takes the amount as typed in Brazil, an empty box as not given', () => {
    expect(sponsorBody.parse({ name: 'Loja', amount: '150,5' }).amount).toBe(150.5);
    expect(sponsorBody.parse({ name: 'Loja', amount: ' 150,50 ' }).amount).toBe(150.5);
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

  it('takes a whole date-time or none, and a year from 2000 to 2100 (decisions.md §11)', () => {
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

describe('sponsor body: the event and the logo', () => {
  it('takes the event as typed, else says it is invalid', () => {
    expect(sponsorEventQuery.parse({ event_id: '3' })).toEqual({ event_id: 3 });
    expect(sponsorEventQuery.parse({ event_id: 2_147_483_647 })).toEqual({ event_id: 2_147_483_647 });
    expect(sponsorBody.parse({ name: 'Loja', event_id: '4' }).event_id).toBe(4);
    for (const event_id of ['abc', '0', '1.5', 2_147_483_648]) {
      expect(sponsorEventQuery.safeParse({ event_id }).error?.issues[0]?.message).toBe('Evento inválido.');
      expect(messageOf({ event_id }, 'event_id')).toBe('Evento inválido.');
    }
  });

  it('takes a logo id or none, else says the image is invalid', () => {
    expect(sponsorBody.parse({ name: 'Loja', image_id: 2_147_483_647 }).image_id).toBe(2_147_483_647);
    expect(sponsorBody.parse({ name: 'Loja', image_id: null }).image_id).toBeNull();
    expect(messageOf({ image_id: 'logo.png' }, 'image_id')).toBe('Imagem inválida.');
    expect(messageOf({ image_id: 2_147_483_648 }, 'image_id')).toBeDefined();
  });

  it('reads a blank amount, method or date as not given, and refuses unknown choices', () => {
    expect(sponsorBody.parse({ name: 'Loja', amount: '  ', payment_method: '  ', payment_date: ' ' })).toEqual({
      name: 'Loja',
      contact_info: null,
      payment_method: null,
      payment_date: null,
      notes: null,
    });
    expect(sponsorBody.parse({ name: 'Loja', payment_method: 'PIX', payment_status: 'parcial' })).toMatchObject({
      payment_method: 'PIX',
      payment_status: 'parcial',
    });
    expect(messageOf({ payment_method: 'Cheque' }, 'payment_method')).toBe('Forma de pagamento inválida. Use PIX, Dinheiro ou Boleto.');
    expect(messageOf({ payment_status: 'quitado' }, 'payment_status')).toBe(
      'Status do pagamento inválido. Use pendente, pago, parcial ou atrasado.',
    );
  });
});

describe('sponsor list, numbers and copy', () => {
  it('filters by a trimmed name of up to 160 characters, a status and a method', () => {
    expect(sponsorListQuery.parse({ name: ' Padaria ', payment_status: 'pago', payment_method: 'Boleto', event_id: '2' })).toEqual({
      page: 1,
      limit: 20,
      name: 'Padaria',
      payment_status: 'pago',
      payment_method: 'Boleto',
      event_id: 2,
    });
    expect(sponsorListQuery.safeParse({ name: 'x'.repeat(160) }).success).toBe(true);
    expect(sponsorListQuery.safeParse({ name: 'x'.repeat(161) }).success).toBe(false);
    expect(sponsorListQuery.safeParse({ payment_status: 'x' }).error?.issues[0]?.message).toBe(sponsorMessages.statusInvalid);
    expect(sponsorListQuery.safeParse({ payment_method: 'x' }).error?.issues[0]?.message).toBe(sponsorMessages.methodInvalid);
  });

  it('takes up to 75 balls for a sponsor, and a ball in the path', () => {
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    expect(sponsorNumbersBody.parse({ numbers: all })).toEqual({ numbers: all });
    expect(sponsorNumbersBody.safeParse({ numbers: [...all, 75] }).success).toBe(false);
    expect(sponsorNumbersBody.safeParse({ numbers: [76] }).success).toBe(false);
    expect(sponsorNumberParam.parse({ id: '3', number: '7' })).toEqual({ id: 3, number: 7 });
    expect(numberParam.parse({ number: '75' })).toEqual({ number: 75 });
    expect(numberParam.safeParse({ number: '0' }).success).toBe(false);
  });

  it('copies from another event, which must be named', () => {
    expect(sponsorCopyBody.parse({ from_event_id: '1', event_id: '2' })).toEqual({ from_event_id: 1, event_id: 2 });
    expect(sponsorCopyBody.parse({ from_event_id: 2_147_483_647 })).toEqual({ from_event_id: 2_147_483_647 });
    for (const from_event_id of ['x', 0, 1.5, 2_147_483_648]) {
      expect(sponsorCopyBody.safeParse({ from_event_id }).error?.issues[0]?.message).toBe(
        'Escolha o evento de onde copiar os patrocinadores.',
      );
    }
  });

  it('labels the payment statuses with the spec’s colours', () => {
    expect(paymentStatusLabels).toEqual({
      pendente: { label: 'Pendente', variant: 'warning' },
      pago: { label: 'Pago', variant: 'success' },
      parcial: { label: 'Parcial', variant: 'info' },
      atrasado: { label: 'Atrasado', variant: 'danger' },
    });
  });
});

describe('sponsor answers (serialised through these schemas)', () => {
  const sponsor = {
    id: 11,
    sponsor_id: 4,
    event_id: 2,
    name: 'Padaria Pão Quente',
    contact_info: 'Seu Zé, 11 3333-4444',
    image_id: 3,
    image: { id: 3, url: '/uploads/pao.png' },
    logo_url: '/uploads/pao.png',
    amount: 150.5,
    payment_method: 'PIX',
    payment_status: 'parcial',
    payment_date: '2026-03-14',
    notes: 'Resto em março.',
    numbers: [7, 22],
    created_at: '2026-03-01T12:00:00.000Z',
  };

  it('keeps every field of a sponsor, with or without logo and payment', () => {
    expect(sponsorSchema.parse(sponsor)).toEqual(sponsor);
    const bare = {
      ...sponsor,
      contact_info: null,
      image_id: null,
      image: null,
      logo_url: null,
      payment_method: null,
      payment_date: null,
      notes: null,
    };
    expect(sponsorListReply.parse({ items: [bare], total: 1 })).toEqual({ items: [bare], total: 1 });
  });

  it('keeps the numbers, copy and per-number report answers whole', () => {
    expect(sponsorNumbersReply.parse({ numbers: [7, 22] })).toEqual({ numbers: [7, 22] });
    const copy = { copied: 2, skipped: 1, message: sponsorMessages.copied(2, 1) };
    expect(sponsorCopyReply.parse(copy)).toEqual(copy);
    expect(numberReportReply.parse([{ number: 7, sponsorsCount: 2 }])).toEqual([{ number: 7, sponsorsCount: 2 }]);
  });
});
