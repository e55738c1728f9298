import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { msg } from '../messages';
import {
  affiliateClickBody,
  affiliateClickReply,
  appInfoSchema,
  changePasswordBody,
  changePasswordReply,
  forgotPasswordBody,
  loginBody,
  loginReply,
  meSchema,
  password,
  passwordLinkSent,
  phone,
  registerBody,
  resetPasswordBody,
  sessionSchema,
  updateMeBody,
  userSchema,
} from './auth';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

const ana = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@paroquia.org',
  is_admin: false,
  is_affiliate: true,
  active: true,
  code: 'ANA7',
  phone: '11987654321',
  document: '52998224725',
  createdAt: '2026-03-01T12:00:00.000Z',
};

describe('password rules', () => {
  it('takes 8 to 200 characters, with the spec’s sentence below 8', () => {
    expect(password.parse('12345678')).toBe('12345678');
    expect(password.parse('x'.repeat(200))).toBe('x'.repeat(200));
    expect(messageOf(password, '1234567')).toBe(msg.passwordTooShort);
    expect(messageOf(password, 'x'.repeat(201))).toBe(msg.tooLong(200));
  });
});

describe('login', () => {
  it('trims and lower-cases the e-mail, keeps the password as typed', () => {
    expect(loginBody.parse({ email: ' Ana@Paroquia.ORG ', password: ' s3nha ' })).toEqual({
      email: 'ana@paroquia.org',
      password: ' s3nha ',
    });
  });

  it('asks for both fields and bounds their length', () => {
    expect(messageOf(loginBody, { email: '  ', password: 'x' })).toBe(msg.required);
    expect(messageOf(loginBody, { email: 'a@b.co', password: '' })).toBe(msg.required);
    expect(messageOf(loginBody, { email: `${'a'.repeat(246)}@paroquia`, password: 'x' })).toBe(msg.tooLong(254));
    expect(loginBody.safeParse({ email: `${'a'.repeat(245)}@paroquia`, password: 'x'.repeat(200) }).success).toBe(true);
    expect(messageOf(loginBody, { email: 'a@b.co', password: 'x'.repeat(201) })).toBe(msg.tooLong(200));
  });
});

describe('sign-up, forgotten and reset password', () => {
  it('registers a trimmed name, a normalised e-mail and a long enough password', () => {
    expect(registerBody.parse({ name: ' Ana ', email: ' ANA@X.COM ', password: '12345678' })).toEqual({
      name: 'Ana',
      email: 'ana@x.com',
      password: '12345678',
    });
    expect(messageOf(registerBody, { name: 'x'.repeat(121), email: 'ana@x.com', password: '12345678' })).toBe(msg.tooLong(120));
    expect(messageOf(registerBody, { name: 'Ana', email: 'ana', password: '12345678' })).toBe(msg.invalidEmail);
    expect(messageOf(registerBody, { name: 'Ana', email: 'ana@x.com', password: '1234' })).toBe(msg.passwordTooShort);
  });

  it('asks for a valid e-mail to send the reset link to', () => {
    expect(forgotPasswordBody.parse({ email: ' Ana@X.com ' })).toEqual({ email: 'ana@x.com' });
    expect(messageOf(forgotPasswordBody, { email: 'ana' })).toBe(msg.invalidEmail);
  });

  it('takes a reset link token of 16 to 200 characters, else says the link is invalid', () => {
    const token = 'a'.repeat(16);
    expect(resetPasswordBody.parse({ token: ` ${token} `, password: '12345678' })).toEqual({ token, password: '12345678' });
    expect(resetPasswordBody.safeParse({ token: 'a'.repeat(200), password: '12345678' }).success).toBe(true);
    expect(messageOf(resetPasswordBody, { token: 'a'.repeat(15), password: '12345678' })).toBe(msg.resetTokenInvalid);
    expect(messageOf(resetPasswordBody, { token: 'a'.repeat(201), password: '12345678' })).toBe(msg.resetTokenInvalid);
  });

  it('says where the link went', () => {
    expect(passwordLinkSent('ana@x.com')).toBe('Enviamos o link para ana@x.com. Confira também a caixa de spam.');
  });
});

describe('profile', () => {
  it('keeps only the digits of a phone typed with its mask, and no phone as null', () => {
    expect(phone.parse(' +55 (11) 98765-4321 ')).toBe('5511987654321');
    expect(phone.parse('')).toBeNull();
    expect(phone.parse('()')).toBeNull();
    expect(phone.parse(null)).toBeNull();
    expect(phone.parse(undefined)).toBeNull();
    expect(updateMeBody.parse({ name: 'Ana', phone: '11 3333-4444' })).toEqual({ name: 'Ana', phone: '1133334444' });
  });

  it('refuses letters and more than 20 characters in a phone', () => {
    expect(messageOf(phone, '11 9876-ABCD')).toBe('Telefone inválido.');
    expect(messageOf(phone, '1'.repeat(21))).toBe(msg.tooLong(20));
    expect(phone.parse('1'.repeat(20))).toBe('1'.repeat(20));
  });

  it('asks for the current password and a valid new one', () => {
    expect(changePasswordBody.parse({ current_password: 'velha', new_password: 'nova-senha' })).toEqual({
      current_password: 'velha',
      new_password: 'nova-senha',
    });
    expect(messageOf(changePasswordBody, { current_password: '', new_password: 'nova-senha' })).toBe(msg.required);
    expect(messageOf(changePasswordBody, { current_password: 'x'.repeat(201), new_password: 'nova-senha' })).toBe(msg.tooLong(200));
    expect(messageOf(changePasswordBody, { current_password: 'velha', new_password: 'curta' })).toBe(msg.passwordTooShort);
  });
});

describe('affiliate link clicks', () => {
  it('takes a trimmed code and session, both required and bounded', () => {
    expect(affiliateClickBody.parse({ code: ' ANA7 ', session_id: ' s-1 ' })).toEqual({ code: 'ANA7', session_id: 's-1' });
    expect(affiliateClickBody.safeParse({ code: 'x'.repeat(32), session_id: 'x'.repeat(128) }).success).toBe(true);
    expect(affiliateClickBody.safeParse({ code: ' ', session_id: 's' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ code: 'x'.repeat(33), session_id: 's' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ code: 'x', session_id: ' ' }).success).toBe(false);
    expect(affiliateClickBody.safeParse({ code: 'x', session_id: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('answers about the signed-in user (serialised through these schemas)', () => {
  it('keeps every field of the user, the session and /auth/me', () => {
    expect(userSchema.parse(ana)).toEqual(ana);
    expect(sessionSchema.parse({ token: 'jwt', user: ana })).toEqual({ token: 'jwt', user: ana });
    // A seller lands on Minhas Vendas after logging in: the login answer says whether they are one.
    expect(loginReply.parse({ token: 'jwt', user: ana, is_seller: true })).toEqual({ token: 'jwt', user: ana, is_seller: true });
    expect(meSchema.parse({ ...ana, has_password: false })).toEqual({ ...ana, has_password: false });
    const guest = { ...ana, code: null, phone: null, document: null };
    expect(userSchema.parse(guest)).toEqual(guest);
  });

  it('refuses a user whose id is not a whole number', () => {
    expect(userSchema.safeParse({ ...ana, id: 7.5 }).success).toBe(false);
  });

  it('keeps the other small answers whole', () => {
    expect(changePasswordReply.parse({ message: msg.passwordChanged, token: 'jwt' })).toEqual({
      message: msg.passwordChanged,
      token: 'jwt',
    });
    expect(appInfoSchema.parse({ demo_payments: true })).toEqual({ demo_payments: true });
    expect(affiliateClickReply.parse({ success: true, code: 'ANA7' })).toEqual({ success: true, code: 'ANA7' });
    expect(affiliateClickReply.parse({ success: false })).toEqual({ success: false });
  });
});
