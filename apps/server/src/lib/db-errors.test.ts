import { msg } from '@bingo/core';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/app';
import { createRoles } from '../../test/factories';
import { errorsPlugin } from '../plugins/errors';
import { describeDbError } from './db-errors';

describe('describeDbError', () => {
  it('maps a NUL or untranslatable character in a text value (22021, 22P05) to 400, under Drizzle’s wrapper too', () => {
    expect(describeDbError({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toMatchObject({ status: 400 });
    expect(describeDbError(Object.assign(new Error('Failed query'), { cause: { code: '22P05', message: 'x' } }))).toMatchObject({
      status: 400,
    });
  });

  it.each([
    ['22007', msg.dateOutOfRange],
    ['22008', msg.dateOutOfRange],
    ['22009', msg.dateOutOfRange],
    ['22015', msg.dateOutOfRange],
    ['22003', msg.numberOutOfRange],
    ['22P01', msg.numberOutOfRange],
    ['2201W', msg.numberOutOfRange],
    ['22023', msg.validation],
    ['22018', msg.validation],
    ['22001', msg.validation],
  ])('maps the data exception %s to 400 with a pt-BR sentence', (code, message) => {
    expect(describeDbError(Object.assign(new Error('Failed query'), { cause: { code, message: 'x' } }))).toEqual({ status: 400, message });
  });

  it('leaves the server’s own faults (division by zero, an exhausted sequence) to the 500 handler', () => {
    expect(describeDbError({ code: '22012', message: 'division by zero' })).toBeNull();
    expect(describeDbError({ code: '2200H', message: 'nextval: reached maximum value' })).toBeNull();
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

describe('range and format errors of the real database answer 400, never 500 (decisions.md §11)', () => {
  const database = useTestDatabase();

  /** The app's error handler in front of one query, as a route would run it. */
  async function answerTo(query: ReturnType<typeof sql>) {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/q', async () => database().db.execute(query));
    try {
      const res = await app.inject({ url: '/q' });
      return { status: res.statusCode, error: res.json().error as string };
    } finally {
      await app.close();
    }
  }

  it.each([
    // What `new Date('99999').toISOString()` sent for a start_date before the schema refused it.
    ['a six-digit year (22009)', sql`select ${'+099999-01-01T00:00:00.000Z'}::timestamptz`, msg.dateOutOfRange],
    ['the biggest JS date (22009)', sql`select ${'+275760-09-13T00:00:00.000Z'}::timestamptz`, msg.dateOutOfRange],
    ['a day that does not exist (22008)', sql`select ${'2026-02-30'}::date`, msg.dateOutOfRange],
    ['year zero (22008)', sql`select ${'0000-01-01'}::date`, msg.dateOutOfRange],
    ['a date that is no date (22007)', sql`select ${'amanhã'}::timestamptz`, msg.dateOutOfRange],
    ['an integer above int4 (22003)', sql`select ${'2147483648'}::int4`, msg.numberOutOfRange],
    ['money wider than its column (22003)', sql`select ${'1e20'}::numeric(12, 2)`, msg.numberOutOfRange],
    ['text for a number (22P02)', sql`select ${'abc'}::int4`, msg.validation],
  ])('%s', async (_, query, message) => {
    expect(await answerTo(query)).toEqual({ status: 400, error: message });
  });
});
