import { describe, expect, it } from 'vitest';
import { billingAddress, buyerPhone, checkoutBody, cpf } from './purchases';

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
