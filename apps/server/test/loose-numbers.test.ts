import { BALL_RANGE_MESSAGE } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createBatch, createEvent, createRound } from './bingo-factories';
import { createRoles } from './factories';
import { adminCalls } from './calls';

/**
 * A number in a request is a JSON number (or digits, as a form or a URL types them): `true`, `[5]`,
 * "0x10" and "1e3" once drew ball 1, 5, 16 and 1000 uses of a coupon. Each is a 400 with the
 * field's pt-BR sentence, and nothing is written.
 */
const LOOSE = [true, [5], '0x10', '1e3'];

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post } = adminCalls(() => ({ ctx, roles }));

describe('loose numbers are refused', () => {
  it('draws no ball for true, [5], "0x10" or "1e3"', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    for (const number of LOOSE) {
      const res = await post(`/api/rounds/${round.id}/draw`, { number });
      expect(res.statusCode, JSON.stringify(number)).toBe(400);
      expect(res.json().error).toBe(BALL_RANGE_MESSAGE);
    }
    const drawn = await ctx.app.inject({ url: `/api/rounds/${round.id}/drawn-numbers`, headers: admin() });
    expect(drawn.json()).toEqual([]);
    // A ball out of range says the range.
    expect((await post(`/api/rounds/${round.id}/draw`, { number: 76 })).json().error).toBe('Número deve estar entre 1 e 75.');
  });

  it('creates no coupon with a loose value or number of uses', async () => {
    const base = { codigo: 'SOLTO10', tipo: 'fixo', valor: 5, quantidade: 3 };
    for (const value of LOOSE) {
      const byValue = await post('/api/cupons', { ...base, valor: value });
      expect(byValue.statusCode, JSON.stringify(value)).toBe(400);
      expect(byValue.json()).toMatchObject({ error: 'Informe um valor numérico.', fields: { valor: 'Informe um valor numérico.' } });
      const byUses = await post('/api/cupons', { ...base, quantidade: value });
      expect(byUses.statusCode, JSON.stringify(value)).toBe(400);
      expect(byUses.json().fields).toEqual({ quantidade: 'A quantidade deve ser pelo menos 1.' });
    }
    const list = await ctx.app.inject({ url: '/api/cupons', headers: admin() });
    expect(JSON.stringify(list.json())).not.toContain('SOLTO10');
    const quote = await ctx.app.inject({ url: '/api/cupons/validar?codigo=SOLTO10&quantidade=0x10', headers: admin() });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error).toBe('Informe um número de 1 a 100.');
  });

  it('makes no batch of a loose amount, for no loose seller or event', async () => {
    const event = await createEvent(ctx);
    const base = { name: 'Lote solto', user_id: roles.admin.id, amount: 2, event_id: event.id };
    for (const value of LOOSE) {
      const byAmount = await post('/api/card-batches', { ...base, amount: value });
      expect(byAmount.statusCode, JSON.stringify(value)).toBe(400);
      expect(byAmount.json().error).toBe('Informe a quantidade.');
      const bySeller = await post('/api/card-batches', { ...base, user_id: value });
      expect(bySeller.json()).toMatchObject({ error: 'Selecione o responsável.' });
      const byEvent = await post('/api/card-batches', { ...base, event_id: value });
      expect(byEvent.json()).toMatchObject({ error: 'Evento inválido.' });
    }
    const batches = await ctx.app.inject({ url: `/api/card-batches?event_id=${event.id}`, headers: admin() });
    expect(JSON.stringify(batches.json())).not.toContain('Lote solto');
  });

  it('settles nothing and sells nothing for a loose seller, event, card or value', async () => {
    const event = await createEvent(ctx);
    const [card] = (await createBatch(ctx, roles.admin, event.id, 1)).cards;
    const settle = { user_id: roles.user.id, event_id: event.id };
    for (const value of LOOSE) {
      expect((await post('/api/physical-sales/settle', { ...settle, user_id: value })).json()).toEqual({
        error: 'Selecione um vendedor.',
        fields: { user_id: 'Selecione um vendedor.' },
      });
      expect((await post('/api/physical-sales/settle', { ...settle, event_id: value })).json().error).toBe('Evento inválido.');
      expect((await post('/api/physical-sales/settle', { ...settle, valor: value })).json().error).toBe('Informe o valor entregue.');
      const sale = await post('/api/physical-sales', { card_id: value, user_id: roles.user.id });
      expect(sale.statusCode).toBe(400);
      expect(sale.json().error).toBe('Cartela inválida.');
      expect((await post('/api/physical-sales', { card_id: card!.id, user_id: value })).json().error).toBe('Selecione um vendedor.');
    }
    const sales = await ctx.app.inject({ url: '/api/physical-sales', headers: admin() });
    expect(sales.json()).toEqual([]);
  });

  it('reads no id or page out of "0x10" or "1e3" in an address', async () => {
    const event = await createEvent(ctx);
    for (const url of [
      `/api/events/0x${event.id.toString(16)}`,
      `/api/reports/sellers?event_id=0x${event.id.toString(16)}`,
      '/api/admin/purchases?page=1e3',
    ]) {
      const res = await ctx.app.inject({ url, headers: admin() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/^(Identificador inválido\.|Evento inválido\.|Informe um número de 1 a 1\.000\.000\.)$/);
    }
  });
});
