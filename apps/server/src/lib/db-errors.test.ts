import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createRoles } from '../../test/factories';
import { describeDbError } from './db-errors';

describe('describeDbError', () => {
  it('maps a NUL or untranslatable character in a text value (22021, 22P05) to 400, under Drizzle’s wrapper too', () => {
    expect(describeDbError({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toMatchObject({ status: 400 });
    expect(describeDbError(Object.assign(new Error('Failed query'), { cause: { code: '22P05', message: 'x' } }))).toMatchObject({ status: 400 });
  });

  it('a NUL in a text path parameter that reaches the database answers 400 with a pt-BR message (was 500; found by fuzz.test.ts)', async () => {
    const ctx = await createTestApp();
    try {
      const { admin } = await createRoles(ctx);
      const res = await ctx.app.inject({ url: '/api/pagarme/payment/status/%00', headers: admin.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    } finally {
      await ctx.close();
    }
  });
});
