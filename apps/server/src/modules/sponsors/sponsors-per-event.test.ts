import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

/**
 * decisions.md §13: number 37 is sponsored in two nights by different sponsors.
 * Every sponsors screen, report and telão shows only its own night's. Its own database.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let a: number;
let b: number;
let padaria: { id: number; sponsor_id: number };
let mercado: { id: number; sponsor_id: number };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: roles.admin.auth, payload });
const json = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const names = (items: { name: string }[]) => items.map((s) => s.name);
const live = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/live`, headers: roles.user.auth })).json();

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  a = (await createEvent(ctx, { name: 'Noite A', status: 'em_andamento' })).id;
  b = (await createEvent(ctx, { name: 'Noite B' })).id;
  padaria = await json('POST', '/admin/sponsors', { name: 'Padaria da Noite A', amount: 100, payment_status: 'pago', event_id: a });
  mercado = await json('POST', '/admin/sponsors', { name: 'Mercado da Noite B', amount: 40, event_id: b });
  await json('POST', `/admin/sponsors/${padaria.id}/numbers`, { numbers: [37, 12] });
  await json('POST', `/admin/sponsors/${mercado.id}/numbers`, { numbers: [37, 50] });
});
afterAll(() => ctx.close());

describe('sponsors per event', () => {
  it('creates each sponsorship in the event named, else in the active event', async () => {
    expect(padaria).toMatchObject({ event_id: a, sponsor_id: expect.any(Number) });
    expect(mercado).toMatchObject({ event_id: b });
    const unnamed = await json('POST', '/admin/sponsors', { name: 'Sem evento escolhido' });
    expect(unnamed.event_id).toBe(a);
    await json('DELETE', `/admin/sponsors/${unnamed.id}`);
  });

  it('Patrocinadores lists only the chosen event, the active one by default', async () => {
    expect(names((await json('GET', `/admin/sponsors?event_id=${a}`)).items)).toEqual(['Padaria da Noite A']);
    expect(names((await json('GET', `/admin/sponsors?event_id=${b}`)).items)).toEqual(['Mercado da Noite B']);
    expect(await json('GET', '/admin/sponsors')).toMatchObject({ total: 1, items: [{ name: 'Padaria da Noite A', numbers: [12, 37] }] });
    expect(names(await json('GET', `/admin/sponsors/by-number/37?event_id=${b}`))).toEqual(['Mercado da Noite B']);
    expect(names(await json('GET', '/admin/sponsors/by-number/37'))).toEqual(['Padaria da Noite A']);
  });

  it('the Mapa de Números counts only the chosen event', async () => {
    const count = async (query: string, n: number) =>
      ((await json('GET', `/admin/sponsors/numbers/report${query}`)) as { sponsorsCount: number }[])[n - 1]!.sponsorsCount;
    expect([await count(`?event_id=${a}`, 37), await count(`?event_id=${a}`, 12), await count(`?event_id=${a}`, 50)]).toEqual([1, 1, 0]);
    expect([await count(`?event_id=${b}`, 37), await count(`?event_id=${b}`, 12), await count(`?event_id=${b}`, 50)]).toEqual([1, 0, 1]);
    expect(await count('', 50)).toBe(0);
    // A change in B reaches B's map, and A's stays as it was.
    await json('DELETE', `/admin/sponsors/${mercado.id}/numbers/50`);
    expect([await count(`?event_id=${b}`, 50), await count(`?event_id=${a}`, 12)]).toEqual([0, 1]);
    await json('POST', `/admin/sponsors/${mercado.id}/numbers`, { numbers: [50] });
  });

  it('Financeiro, numeros.xlsx and the Resumo do Evento count only their event', async () => {
    expect(await json('GET', `/reports/sponsors?event_id=${a}`)).toEqual({
      totalRecebido: 100,
      totalPendente: 0,
      totalPatrocinadores: 1,
      lista: [{ name: 'Padaria da Noite A', amount: 100, payment_status: 'pago', payment_method: null, payment_date: null }],
    });
    expect(await json('GET', `/reports/sponsors?event_id=${b}`)).toMatchObject({
      totalRecebido: 0,
      totalPendente: 40,
      lista: [{ name: 'Mercado da Noite B' }],
    });
    expect((await json('GET', `/reports/numbers?event_id=${a}`))[36]).toEqual({
      numero: 37,
      patrocinador: 'Padaria da Noite A',
      quantidade: 1,
    });
    expect((await json('GET', `/reports/numbers?event_id=${b}`))[36]).toEqual({
      numero: 37,
      patrocinador: 'Mercado da Noite B',
      quantidade: 1,
    });
    expect(await json('GET', `/reports/summary?event_id=${a}`)).toMatchObject({ patrocinios_recebidos: 100, patrocinios_pendentes: 0 });
    expect(await json('GET', `/reports/summary?event_id=${b}`)).toMatchObject({ patrocinios_recebidos: 0, patrocinios_pendentes: 40 });
  });

  it("the telão shows the ball's sponsors of its own night only, in A and then in B", async () => {
    const roundA = await createRound(ctx, a, { status: 'in_progress' });
    await json('POST', `/rounds/${roundA.id}/draw`, { number: 37 });
    expect((await live(a)).sponsors).toEqual([{ id: padaria.id, name: 'Padaria da Noite A', logo_url: null }]);
    // A new sponsor of 37 in B, while A's 37 is on the screen: A's telão does not show it.
    const farmacia = await json('POST', '/admin/sponsors', { name: 'Farmácia da Noite B', event_id: b });
    await json('POST', `/admin/sponsors/${farmacia.id}/numbers`, { numbers: [37] });
    expect((await live(a)).sponsors.map((s: { name: string }) => s.name)).toEqual(['Padaria da Noite A']);

    await finishRunningEvents(ctx);
    await json('PATCH', `/events/${b}/status`, { status: 'em_andamento' });
    const roundB = await createRound(ctx, b, { status: 'in_progress' });
    await json('POST', `/rounds/${roundB.id}/draw`, { number: 37 });
    expect((await live(b)).sponsors).toEqual([
      { id: farmacia.id, name: 'Farmácia da Noite B', logo_url: null },
      { id: mercado.id, name: 'Mercado da Noite B', logo_url: null },
    ]);
    // Now B is the active event: the screens without an event show B's.
    expect(names((await json('GET', '/admin/sponsors')).items)).toEqual(['Farmácia da Noite B', 'Mercado da Noite B']);
  });

  it('refuses an unknown event with a sentence, and a malformed one with a 400', async () => {
    for (const url of [
      '/admin/sponsors?event_id=999999',
      '/admin/sponsors/by-number/37?event_id=999999',
      '/admin/sponsors/numbers/report?event_id=999999',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Evento não encontrado.' });
    }
    const create = await call('POST', '/admin/sponsors', { name: 'Loja', event_id: 999999 });
    expect([create.statusCode, create.json().error]).toEqual([404, 'Evento não encontrado.']);
    const bad = await call('GET', '/admin/sponsors?event_id=abc');
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Evento inválido.']);
  });
});

describe('with no event at all', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('lists nothing, maps no number, and asks for an event before a sponsor', async () => {
    const admin = (await createRoles(bare)).admin;
    const get = async (url: string) => (await bare.app.inject({ url: `/api${url}`, headers: admin.auth })).json();
    expect(await get('/admin/sponsors')).toEqual({ items: [], total: 0 });
    expect(await get('/admin/sponsors/by-number/1')).toEqual([]);
    expect((await get('/admin/sponsors/numbers/report')).every((n: { sponsorsCount: number }) => n.sponsorsCount === 0)).toBe(true);
    const res = await bare.app.inject({ method: 'POST', url: '/api/admin/sponsors', headers: admin.auth, payload: { name: 'Loja' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Cadastre um evento antes de cadastrar patrocinadores.' });
  });
});
