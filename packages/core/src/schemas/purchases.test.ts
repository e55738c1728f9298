import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { msg } from '../messages';
import { billingAddress, buyerPhone, checkoutBody, cpf, creditBody, guestCheckoutBody } from './purchases';

describe('cpf', () => {
  it('answers the digits of a CPF with valid check digits, masked or not', () => {
    expect(cpf.parse('529.982.247-25')).toBe('52998224725');
    expect(cpf.parse('11144477735')).toBe('11144477735');
  });

  it('refuses a wrong length or wrong check digits with the pt-BR texts', () => {
    expect(cpf.safeParse('123.456.789').error?.issues[0]?.message).toBe('CPF inválido. Deve conter 11 dígitos.');
    expect(cpf.safeParse('529.982.247-26').error?.issues[0]?.message).toBe('CPF inválido. Confira os números digitados.');
    expect(cpf.safeParse('000.000.000-00').success).toBe(false);
  });
});

describe('buyerPhone', () => {
  const customer = (area_code: string, number: string) => ({ phones: { mobile_phone: { area_code, number } } });
  it('takes the typed phone, else the mobile phone, as 10 or 11 digits with area code', () => {
    expect(buyerPhone({ metadata: { phone_number: '(11) 98765-4321' }, customer: customer('21', '1') })).toBe('11987654321');
    expect(buyerPhone({ customer: customer('21', '98765-4321') })).toBe('21987654321');
    expect(buyerPhone({ metadata: { phone_number: '+55 11 3333-4444' }, customer: {} })).toBe('1133334444');
  });

  it('refuses what is not a Brazilian phone', () => {
    expect(buyerPhone({ metadata: { phone_number: '98765-4321' }, customer: {} })).toBeNull();
    expect(buyerPhone({ customer: {} })).toBeNull();
  });

  it('keeps area code 55 (Santa Maria, RS) and refuses a digit too many', () => {
    expect(buyerPhone({ metadata: { phone_number: '(55) 91234-5678' }, customer: {} })).toBe('55912345678');
    expect(buyerPhone({ metadata: { phone_number: '+55 (55) 91234-5678' }, customer: {} })).toBe('55912345678');
    expect(buyerPhone({ metadata: { phone_number: '(11) 98765-43210' }, customer: {} })).toBeNull();
  });
});

describe('billingAddress', () => {
  const address = { line_1: 'Rua A, 10, Centro', zip_code: '01310-100', city: 'São Paulo', state: ' sp ' };
  const firstMessage = (body: object) => billingAddress.safeParse({ ...address, ...body }).error?.issues[0]?.message;

  it('takes a CEP with or without its dash and a state in any case, in Brazil', () => {
    expect(billingAddress.parse(address)).toEqual({
      line_1: 'Rua A, 10, Centro',
      zip_code: '01310100',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });
  });

  it('refuses a CEP without exactly 8 digits and an unknown state with the pt-BR texts', () => {
    expect(firstMessage({ zip_code: '01310-1000' })).toBe('CEP inválido. Informe os 8 dígitos.');
    expect(firstMessage({ zip_code: '0131010' })).toBe('CEP inválido. Informe os 8 dígitos.');
    expect(firstMessage({ zip_code: 1310100 })).toBe('CEP inválido. Informe os 8 dígitos.');
    expect(firstMessage({ state: 'XX' })).toBe('UF inválida. Use a sigla do estado, por exemplo SP.');
    expect(firstMessage({ state: 35 })).toBe('UF inválida. Use a sigla do estado, por exemplo SP.');
  });
});

describe('checkoutBody', () => {
  it('reads the spec payload, numbers or strings in the metadata', () => {
    const body = checkoutBody.parse({
      customer: {
        name: 'Ana',
        email: 'ANA@x.com',
        document: '529.982.247-25',
        phones: { mobile_phone: { country_code: 55, area_code: 11, number: 987654321 } },
      },
      metadata: { user_id: 3, quantidade: 2, affiliate_code: '', full_name: 'Ana Maria' },
      quantidade: 2,
    });
    expect(body).toMatchObject({
      quantidade: 2,
      customer: { email: 'ana@x.com', type: 'individual', document: '52998224725' },
      metadata: { user_id: '3', full_name: 'Ana Maria' },
    });
    expect(body.metadata.affiliate_code).toBeUndefined();
  });
});

describe('checkout and credit bodies: what the buyer may send', () => {
  const customer = { name: 'Ana', email: 'ana@x.com', document: '52998224725' };
  const checkout = { customer, metadata: { phone_number: '11987654321' }, quantidade: 1 };
  const card = { card_token: 'tok_1', billing_address: { line_1: 'Rua A, 10', zip_code: '01310100', city: 'São Paulo', state: 'SP' } };
  const issue = (schema: z.ZodType, body: object, field: string) =>
    schema.safeParse(body).error?.issues.find((i) => i.path.join('.') === field)?.message;

  it('answers the cleaned body: trimmed, lower-cased, blanks as absent, the coupon kept', () => {
    const body = checkoutBody.parse({
      customer: { name: ' Ana ', email: ' ANA@X.COM ', document: '529.982.247-25' },
      metadata: { phone_number: ' (11) 98765-4321 ', full_name: null, email_contact: '   ' },
      quantidade: 100,
      cupom: ' NATAL ',
      event_id: 3,
    });
    expect(body).toEqual({
      customer: { name: 'Ana', email: 'ana@x.com', type: 'individual', document: '52998224725' },
      metadata: { phone_number: '(11) 98765-4321' },
      quantidade: 100,
      cupom: 'NATAL',
      event_id: 3,
    });
  });

  it("treats a coupon or metadata left undefined by a caller as absent, never as the text 'undefined'", () => {
    const body = checkoutBody.parse({ ...checkout, metadata: { ...checkout.metadata, affiliate_code: undefined }, cupom: undefined });
    expect(body.cupom).toBeUndefined();
    expect(body.metadata.affiliate_code).toBeUndefined();
  });

  it('takes the phone from the mobile phone when the metadata leaves it out', () => {
    const phones = { mobile_phone: { area_code: '11', number: '987654321' } };
    expect(checkoutBody.parse({ customer: { ...customer, phones }, quantidade: 1 }).metadata).toEqual({});
    expect(issue(checkoutBody, { customer: { ...customer, phones: {} }, quantidade: 1 }, 'metadata.phone_number')).toBe(
      'Telefone inválido. Informe DDD e número, por exemplo (11) 98765-4321.',
    );
  });

  it('refuses a quantity that is not 1 to 100 whole cards', () => {
    for (const quantidade of [0, 1.5, '2', undefined]) {
      expect(issue(checkoutBody, { ...checkout, quantidade }, 'quantidade')).toBe('A quantidade mínima é 1 cartela.');
    }
    expect(issue(checkoutBody, { ...checkout, quantidade: 101 }, 'quantidade')).toBe('Compre no máximo 100 cartelas por vez.');
  });

  it('refuses an event id that is not a positive whole number', () => {
    for (const event_id of [0, -1, 1.5, '3']) expect(issue(checkoutBody, { ...checkout, event_id }, 'event_id')).toBe('Evento inválido.');
  });

  it('keeps the version of the regulamento the buyer accepted, and refuses one that is no version (decisions.md §15)', () => {
    expect(checkoutBody.parse({ ...checkout, regulamento_version: 3 }).regulamento_version).toBe(3);
    expect(checkoutBody.parse({ ...checkout, regulamento_version: 1_000_000 }).regulamento_version).toBe(1_000_000);
    for (const regulamento_version of [0, 2.5, 1_000_001, '3', null]) {
      expect(issue(checkoutBody, { ...checkout, regulamento_version }, 'regulamento_version'), String(regulamento_version)).toBe(
        'Versão do regulamento inválida.',
      );
    }
  });

  it('refuses metadata past its length or with hidden characters, and a name or e-mail past 64', () => {
    expect(issue(checkoutBody, { ...checkout, metadata: { full_name: 'a'.repeat(121) } }, 'metadata.full_name')).toBe(
      'Use no máximo 120 caracteres.',
    );
    expect(
      checkoutBody.parse({ ...checkout, metadata: { ...checkout.metadata, full_name: 'a'.repeat(120) } }).metadata.full_name,
    ).toHaveLength(120);
    expect(issue(checkoutBody, { ...checkout, cupom: 'A'.repeat(41) }, 'cupom')).toBe('Use no máximo 40 caracteres.');
    expect(issue(checkoutBody, { ...checkout, cupom: 'NA\u202ETAL' }, 'cupom')).toBe(msg.hiddenCharacters);
    expect(issue(checkoutBody, { ...checkout, cupom: '\u200B' }, 'cupom')).toBe(msg.hiddenCharacters);
    expect(issue(checkoutBody, { ...checkout, customer: { ...customer, name: 'a'.repeat(65) } }, 'customer.name')).toBe(
      'Use no máximo 64 caracteres.',
    );
    const email64 = `${'a'.repeat(58)}@x.com`;
    expect(checkoutBody.parse({ ...checkout, customer: { ...customer, email: email64 } }).customer.email).toBe(email64);
    expect(issue(checkoutBody, { ...checkout, customer: { ...customer, email: `a${email64}` } }, 'customer.email')).toBe(
      'Use no máximo 64 caracteres.',
    );
    expect(issue(checkoutBody, { ...checkout, customer: { ...customer, email: 'ana' } }, 'customer.email')).toBe(
      'Informe um e-mail válido',
    );
  });

  it('refuses a CPF that is not text with the CPF message', () => {
    expect(issue(checkoutBody, { ...checkout, customer: { ...customer, document: 52998224725 } }, 'customer.document')).toBe(
      'CPF inválido. Deve conter 11 dígitos.',
    );
  });

  it('needs the card token and the billing address for a credit card', () => {
    expect(creditBody.parse({ ...checkout, ...card, card_token: ' tok_1 ' })).toMatchObject({
      card_token: 'tok_1',
      billing_address: { line_1: 'Rua A, 10', zip_code: '01310100', city: 'São Paulo', state: 'SP', country: 'BR' },
    });
    for (const card_token of [undefined, '  ']) {
      expect(issue(creditBody, { ...checkout, ...card, card_token }, 'card_token')).toBe(
        'Dados do cartão ausentes. Preencha o cartão novamente.',
      );
    }
    expect(creditBody.safeParse({ ...checkout, ...card, card_token: 't'.repeat(201) }).success).toBe(false);
    expect(creditBody.safeParse({ ...checkout, card_token: 'tok_1' }).success).toBe(false);
    expect(issue(creditBody, { ...checkout, ...card, metadata: {} }, 'metadata.phone_number')).toBeDefined();
  });
});

describe('billingAddress: every field the provider takes', () => {
  const address = { line_1: 'Rua A, 10', zip_code: '01310100', city: 'São Paulo', state: 'SP' };

  it('takes each of the 27 states, in Brazil only', () => {
    const states = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ');
    for (const state of states) expect(billingAddress.parse({ ...address, state: state.toLowerCase() }).state).toBe(state);
    expect(billingAddress.safeParse({ ...address, country: 'US' }).success).toBe(false);
  });

  it('keeps the complement, and refuses lines and city past their lengths', () => {
    expect(billingAddress.parse({ ...address, line_2: ' Apto 2 ' }).line_2).toBe('Apto 2');
    expect(billingAddress.parse({ ...address, line_1: 'a'.repeat(256), line_2: 'b'.repeat(128), city: 'c'.repeat(64) })).toBeTruthy();
    expect(billingAddress.safeParse({ ...address, line_1: 'a'.repeat(257) }).success).toBe(false);
    expect(billingAddress.safeParse({ ...address, line_2: 'b'.repeat(129) }).success).toBe(false);
    expect(billingAddress.safeParse({ ...address, city: 'c'.repeat(65) }).success).toBe(false);
  });
});

describe('guest checkout', () => {
  it('takes the name, e-mail and CPF of a guest, cleaned', () => {
    expect(guestCheckoutBody.parse({ name: ' Ana ', email: 'ANA@X.COM', cpf: '529.982.247-25' })).toEqual({
      name: 'Ana',
      email: 'ana@x.com',
      cpf: '52998224725',
    });
  });
});
