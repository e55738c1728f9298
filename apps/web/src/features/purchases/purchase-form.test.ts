import { msg, purchaseMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { buyer } from '../../test/helpers';
import { paymentUrlOf } from './api/create-payment-link';
import { checkoutRequest, fitName, initialPurchaseValues, quantityFrom } from './purchase-form';
import { purchaseFormSchema } from './purchase-schema';

const valid = {
  name: 'Joana Silva',
  email: 'Joana@Exemplo.com ',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  quantidade: '2',
  cupom: ' natal10 ',
  payment: 'checkout' as const,
};

function errorOf(field: keyof typeof valid, value: unknown): string | undefined {
  const result = purchaseFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('purchase form rules (spec §5)', () => {
  it('answers digits, a lower-case e-mail and an upper-case coupon', () => {
    expect(purchaseFormSchema.parse(valid)).toEqual({
      name: 'Joana Silva',
      email: 'joana@exemplo.com',
      cpf: '52998224725',
      phone: '11987654321',
      quantidade: 2,
      cupom: 'NATAL10',
      payment: 'checkout',
    });
  });

  it("refuses a name or e-mail longer than the payment provider's 64 characters, in pt-BR (docs/decisions/009)", () => {
    expect(errorOf('name', 'N'.repeat(64))).toBeUndefined();
    expect(errorOf('name', 'N'.repeat(65))).toBe('Use no máximo 64 caracteres.');
    expect(errorOf('email', `${'a'.repeat(52)}@exemplo.com`)).toBeUndefined();
    expect(errorOf('email', `${'a'.repeat(53)}@exemplo.com`)).toBe('Use no máximo 64 caracteres.');
  });

  it('fills a long account name cut at the last whole word within 64 characters', () => {
    const long = `Maria ${'Aparecida '.repeat(12)}Santos`;
    expect(fitName(long)).toBe('Maria Aparecida Aparecida Aparecida Aparecida Aparecida');
    expect(fitName(long).length).toBeLessThanOrEqual(64);
    expect(fitName('X'.repeat(80))).toBe('X'.repeat(64));
    expect(initialPurchaseValues({ ...buyer, name: long }, null).name).toBe(fitName(long));
  });

  it('wants a CPF of exactly 11 digits, then valid check digits', () => {
    expect(errorOf('cpf', '529.982.247-2')).toBe('CPF inválido. Deve conter 11 dígitos.');
    expect(errorOf('cpf', '')).toBe('CPF inválido. Deve conter 11 dígitos.');
    expect(errorOf('cpf', '529.982.247-26')).toBe(purchaseMessages.cpfCheckDigits);
  });

  it('wants a phone with area code, and every field filled', () => {
    expect(errorOf('phone', '')).toBe(msg.required);
    expect(errorOf('phone', '(11) 9876')).toBe(purchaseMessages.phoneInvalid);
    expect(errorOf('phone', '(01) 98765-4321')).toBe(purchaseMessages.phoneInvalid);
    expect(errorOf('phone', '(11) 8765-4321')).toBeUndefined();
    expect(errorOf('name', '  ')).toBe(msg.required);
    expect(errorOf('email', 'joana')).toBe(msg.invalidEmail);
  });

  it('wants at least 1 card', () => {
    expect(errorOf('quantidade', '0')).toBe(purchaseMessages.quantityMin);
    expect(errorOf('quantidade', '1.5')).toBe(purchaseMessages.quantityMin);
    expect(errorOf('quantidade', '101')).toBe(purchaseMessages.quantityMax);
  });
});

describe('prefill', () => {
  it('prefers the saved checkout data over the account, masked for the fields', () => {
    const values = initialPurchaseValues(
      { ...buyer, document: '11144477735' },
      { full_name: 'Maria S. Souza', document_number: '52998224725', phone_number: '21998765432' },
    );
    expect(values).toMatchObject({
      name: 'Maria S. Souza',
      email: buyer.email,
      cpf: '529.982.247-25',
      phone: '(21) 99876-5432',
      quantidade: 1,
    });
  });

  it('falls back to the account, and leaves blanks for a first-time visitor', () => {
    expect(initialPurchaseValues({ ...buyer, document: '11144477735' }, null)).toMatchObject({
      name: buyer.name,
      cpf: '111.444.777-35',
      phone: '(11) 98765-4321',
    });
    expect(initialPurchaseValues(null, null)).toMatchObject({ name: '', email: '', cpf: '', phone: '' });
  });

  it('takes a sensible quantity from the address', () => {
    expect(quantityFrom('?quantidade=3')).toBe(3);
    expect(quantityFrom('?quantidade=0')).toBe(1);
    expect(quantityFrom('?quantidade=abc')).toBe(1);
    expect(quantityFrom('')).toBe(1);
  });
});

describe('the payment call (spec §7)', () => {
  it('sends the phone as 55 + area code + number, the metadata as strings and the chosen event', () => {
    const order = { ...purchaseFormSchema.parse(valid), event_id: 4 };
    expect(checkoutRequest(order, 7, 'MARIA7')).toEqual({
      customer: {
        name: 'Joana Silva',
        email: 'joana@exemplo.com',
        type: 'individual',
        document: '52998224725',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      metadata: {
        user_id: '7',
        quantidade: '2',
        full_name: 'Joana Silva',
        email_contact: 'joana@exemplo.com',
        phone_number: '11987654321',
        affiliate_code: 'MARIA7',
      },
      quantidade: 2,
      cupom: 'NATAL10',
      event_id: 4,
    });
    expect(checkoutRequest({ ...order, cupom: '' }, 7, null)).toMatchObject({ cupom: undefined, metadata: { affiliate_code: undefined } });
  });

  it('reads the payment URL from checkouts[0].payment_url, else checkout_url, else url', () => {
    expect(paymentUrlOf({ checkouts: [{ payment_url: 'https://a' }], checkout_url: 'https://b', url: 'https://c' })).toBe('https://a');
    expect(paymentUrlOf({ checkouts: [], checkout_url: 'https://b', url: 'https://c' })).toBe('https://b');
    expect(paymentUrlOf({ checkouts: [{ payment_url: '' }], url: 'https://c' })).toBe('https://c');
    expect(paymentUrlOf({})).toBeNull();
    expect(paymentUrlOf(undefined)).toBeNull();
  });
});
