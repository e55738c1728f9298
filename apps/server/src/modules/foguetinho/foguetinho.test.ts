import { foguetinhoMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';

// The Foguetinho drawn by the server and kept, every spin listed publicly (decisions.md §15).
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const spin = (eventId: number, payload: object, headers = roles.admin.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${eventId}/foguetinho`, headers, payload });
const spins = (eventId: number) => ctx.app.inject({ url: `/api/events/${eventId}/foguetinho` });

describe('the Foguetinho on the record', () => {
  it('draws 1 to 50 by default, and always within the range asked', async () => {
    const event = await createEvent(ctx);
    const first = await spin(event.id, {});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ min: 1, max: 50 });
    expect(first.json().number).toBeGreaterThanOrEqual(1);
    expect(first.json().number).toBeLessThanOrEqual(50);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { number, min, max } = (await spin(event.id, { min: 7, max: 9 })).json();
      expect([min, max]).toEqual([7, 9]);
      expect(number).toBeGreaterThanOrEqual(7);
      expect(number).toBeLessThanOrEqual(9);
      seen.add(number);
    }
    // Both ends of the range can come out (an off-by-one on the exclusive bound never draws 9).
    expect([...seen].sort()).toEqual([7, 8, 9]);
  });

  it('keeps every spin, a second one for the same prize too, listed publicly oldest first with the operator as first name and initial', async () => {
    const event = await createEvent(ctx);
    const spinner = await createUser(ctx, { admin: true, name: 'Maria da Silva Santos' });
    const a = (await spin(event.id, { min: 1, max: 50 }, spinner.auth)).json();
    const b = (await spin(event.id, { min: '1', max: '50' }, spinner.auth)).json();
    const res = await spins(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: a.id, number: a.number, min: 1, max: 50, at: a.at, by: 'Maria S.' },
      { id: b.id, number: b.number, min: 1, max: 50, at: b.at, by: 'Maria S.' },
    ]);
    expect(res.body).not.toContain('Santos');
    expect(res.body).not.toContain(spinner.email);
  });

  it('refuses a non-admin and a bad range in pt-BR, and keeps nothing', async () => {
    const event = await createEvent(ctx);
    const buyer = await spin(event.id, {}, roles.user.auth);
    expect(buyer.statusCode).toBe(403);
    for (const [payload, field, message] of [
      [{ min: 10, max: 5 }, 'max', foguetinhoMessages.minAboveMax],
      [{ min: 5, max: 5 }, 'max', foguetinhoMessages.minAboveMax],
      [{ min: 0, max: 50 }, 'min', foguetinhoMessages.range],
      [{ min: 1, max: 2.5 }, 'max', foguetinhoMessages.range],
      [{ min: 1, max: true }, 'max', foguetinhoMessages.range],
    ] as const) {
      const res = await spin(event.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await spins(event.id)).json()).toEqual([]);
    expect((await spin(999_999, {})).statusCode).toBe(404);
    expect((await spins(999_999)).json().error).toBe('Evento não encontrado.');
  });
});
