import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { msg } from '../messages';
import { createUserBody, updateUserBody, userAffiliateBody, userListQuery, userListReply, userPasswordBody, userStatusBody } from './users';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('users admin: list filters', () => {
  it('pages by default and reads the filters as the web sends them', () => {
    expect(userListQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(userListQuery.parse({ name: ' ana ', email: ' ana@x ', active: '0', is_admin: 'true', is_affiliate: '1' })).toEqual({
      page: 1,
      limit: 20,
      name: 'ana',
      email: 'ana@x',
      active: false,
      is_admin: true,
      is_affiliate: true,
    });
  });

  it('bounds the typed filters', () => {
    expect(userListQuery.safeParse({ name: 'x'.repeat(120), email: 'x'.repeat(254) }).success).toBe(true);
    expect(userListQuery.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
    expect(userListQuery.safeParse({ email: 'x'.repeat(255) }).success).toBe(false);
  });

  it('keeps every user of a page and the total', () => {
    const user = {
      id: 1,
      name: 'Admin',
      email: 'admin@x.com',
      is_admin: true,
      is_affiliate: false,
      active: true,
      code: null,
      phone: null,
      document: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      is_seller: false,
    };
    expect(userListReply.parse({ items: [user], total: 31 })).toEqual({ items: [user], total: 31 });
  });
});

describe('users admin: create and edit', () => {
  it('creates a plain user unless told otherwise, with a normalised e-mail and phone', () => {
    expect(createUserBody.parse({ name: ' Ana ', email: 'ANA@X.COM', password: '12345678' })).toEqual({
      name: 'Ana',
      email: 'ana@x.com',
      password: '12345678',
      is_admin: false,
      is_affiliate: false,
    });
    expect(
      createUserBody.parse({
        name: 'Ana',
        email: 'ana@x.com',
        password: '12345678',
        phone: '(11) 3333-4444',
        is_admin: true,
        is_affiliate: true,
      }),
    ).toMatchObject({ phone: '1133334444', is_admin: true, is_affiliate: true });
  });

  it('refuses a short password, a bad e-mail and a missing name with the pt-BR texts', () => {
    expect(messageOf(createUserBody, { name: 'Ana', email: 'ana@x.com', password: '1234567' })).toBe(msg.passwordTooShort);
    expect(messageOf(createUserBody, { name: 'Ana', email: 'ana@', password: '12345678' })).toBe(msg.invalidEmail);
    expect(messageOf(updateUserBody, { name: ' ', email: 'ana@x.com' })).toBe(msg.required);
  });

  it('edits name and e-mail, the roles only when sent', () => {
    expect(updateUserBody.parse({ name: 'Ana', email: ' Ana@X.com ' })).toEqual({ name: 'Ana', email: 'ana@x.com' });
    expect(updateUserBody.parse({ name: 'Ana', email: 'ana@x.com', is_admin: false, is_affiliate: true })).toMatchObject({
      is_admin: false,
      is_affiliate: true,
    });
  });

  it('takes the switches as booleans and a new password by the same rules', () => {
    expect(userAffiliateBody.parse({ is_affiliate: true })).toEqual({ is_affiliate: true });
    expect(userAffiliateBody.safeParse({ is_affiliate: 'true' }).success).toBe(false);
    expect(userStatusBody.parse({ active: false })).toEqual({ active: false });
    expect(userStatusBody.safeParse({}).success).toBe(false);
    expect(messageOf(userPasswordBody, { password: 'curta' })).toBe(msg.passwordTooShort);
  });
});
