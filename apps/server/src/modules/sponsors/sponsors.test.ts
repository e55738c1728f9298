import { msg, sponsorMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/image-fixtures';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let night: number;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  // The active event: where a sponsor goes, and what the lists show, when no event is named.
  night = (await createEvent(ctx, { status: 'em_andamento' })).id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: roles.admin.auth, payload });
const create = async (payload: object) => {
  const res = await call('POST', '/admin/sponsors', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
async function uploadLogo(): Promise<{ id: number; url: string }> {
  const body = multipart([
    { name: 'tag', value: 'sponsor' },
    { name: 'image', value: TINY_PNG, filename: 'logo.png', type: 'image/png' },
  ]);
  return (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...roles.admin.auth, ...body.headers },
      payload: body.payload,
    })
  ).json();
}

describe('sponsor CRUD', () => {
  it('creates with defaults, reads, updates only the sent fields and deletes', async () => {
    const created = await create({ name: '  Padaria Pão Quente ' });
    expect(created).toEqual({
      id: expect.any(Number),
      sponsor_id: expect.any(Number),
      event_id: night,
      name: 'Padaria Pão Quente',
      contact_info: null,
      image_id: null,
      image: null,
      logo_url: null,
      amount: 0,
      payment_method: null,
      payment_status: 'pendente',
      payment_date: null,
      notes: null,
      numbers: [],
      created_at: expect.any(String),
    });

    const logo = await uploadLogo();
    const patched = await call('PATCH', `/admin/sponsors/${created.id}`, {
      contact_info: '(11) 3456-7890',
      amount: '1.234,5'.replace('.', ''),
      payment_method: 'PIX',
      payment_status: 'pago',
      payment_date: '2026-03-14T00:00:00.000Z',
      image_id: logo.id,
      notes: 'Pagou adiantado',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Padaria Pão Quente',
      contact_info: '(11) 3456-7890',
      amount: 1234.5,
      payment_method: 'PIX',
      payment_status: 'pago',
      payment_date: '2026-03-14',
      image_id: logo.id,
      image: { id: logo.id, url: logo.url },
      logo_url: logo.url,
      notes: 'Pagou adiantado',
    });

    const cleared = await call('PATCH', `/admin/sponsors/${created.id}`, { payment_method: '', payment_date: '', image_id: null });
    expect(cleared.json()).toMatchObject({
      payment_method: null,
      payment_date: null,
      image_id: null,
      logo_url: null,
      contact_info: '(11) 3456-7890',
    });

    expect((await call('GET', `/admin/sponsors/${created.id}`)).json().name).toBe('Padaria Pão Quente');
    expect((await call('DELETE', `/admin/sponsors/${created.id}`)).json()).toEqual({ message: sponsorMessages.deleted });
    const gone = await call('GET', `/admin/sponsors/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(sponsorMessages.notFound);
    expect((await call('PATCH', `/admin/sponsors/${created.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/sponsors/${created.id}`)).statusCode).toBe(404);
  });

  it('validates in pt-BR, field by field', async () => {
    const res = await call('POST', '/admin/sponsors', {
      name: ' ',
      amount: -5,
      payment_method: 'Cheque',
      payment_status: 'quitado',
      payment_date: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Campo obrigatório.',
      amount: sponsorMessages.amountNegative,
      payment_method: sponsorMessages.methodInvalid,
      payment_status: sponsorMessages.statusInvalid,
      payment_date: sponsorMessages.dateInvalid,
    });
    const farYear = await call('POST', '/admin/sponsors', { name: 'Loja\u202E', payment_date: '99999-01-01', notes: '\u200B' });
    expect(farYear.json().fields).toEqual({
      name: msg.hiddenCharacters,
      payment_date: sponsorMessages.dateInvalid,
      notes: msg.hiddenCharacters,
    });
    expect((await call('POST', '/admin/sponsors', { name: 'Loja', payment_date: '1999-03-14' })).json().fields).toEqual({
      payment_date: msg.yearOutOfRange,
    });
    const notNumber = await call('POST', '/admin/sponsors', { name: 'Loja', amount: 'cem reais' });
    expect(notNumber.json().fields).toEqual({ amount: sponsorMessages.amountInvalid });

    const noImage = await call('POST', '/admin/sponsors', { name: 'Loja', image_id: 999999 });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ error: sponsorMessages.imageNotFound, fields: { image_id: sponsorMessages.imageNotFound } });
  });

  it('is refused to buyers', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/sponsors', headers: roles.user.auth });
    expect(res.statusCode).toBe(403);
  });
});

describe('sponsor list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const fresh = [
      { name: 'Farmácia Saúde', payment_status: 'parcial', payment_method: 'Dinheiro' },
      { name: 'FARMACIA Popular', payment_status: 'pago', payment_method: 'PIX' },
      { name: 'Mercado 100% Bom', payment_status: 'pago', payment_method: 'Boleto' },
      { name: 'Sorveteria Gelato', payment_status: 'atrasado', payment_method: 'Boleto' },
    ];
    ids = {};
    for (const s of fresh) ids[s.name] = (await create(s)).id;
    await call('POST', `/admin/sponsors/${ids['Farmácia Saúde']}/numbers`, { numbers: [45, 12] });
  });
  const names = async (query: string) => {
    const res = await call('GET', `/admin/sponsors?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { name: string; numbers: number[] }[]; total: number };
  };

  it('finds names ignoring case and accents, and treats % literally', async () => {
    expect((await names('name=farmacia')).items.map((s) => s.name)).toEqual(['FARMACIA Popular', 'Farmácia Saúde']);
    expect((await names(`name=${encodeURIComponent('SAÚDE')}`)).items.map((s) => s.name)).toEqual(['Farmácia Saúde']);
    expect((await names(`name=${encodeURIComponent('100%')}`)).items.map((s) => s.name)).toEqual(['Mercado 100% Bom']);
    expect((await names(`name=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it("filters by status and method, ignores empty filters, and carries each sponsor's numbers", async () => {
    const paid = await names('payment_status=pago');
    expect(paid.items.map((s) => s.name)).toEqual(['FARMACIA Popular', 'Mercado 100% Bom']);
    expect((await names('payment_status=pago&payment_method=Boleto')).items.map((s) => s.name)).toEqual(['Mercado 100% Bom']);
    const all = await names('name=&payment_status=&payment_method=');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.find((s) => s.name === 'Farmácia Saúde')?.numbers).toEqual([12, 45]);
    const bad = await call('GET', '/admin/sponsors?payment_status=quitado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(sponsorMessages.statusInvalid);
  });

  it('pages with the total of all matches', async () => {
    const first = await names('limit=2&page=1');
    const second = await names('limit=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(second.items.map((s) => s.name)).not.toContain(first.items[0]!.name);
    expect((await names(`limit=2&page=${Math.ceil(first.total / 2) + 1}`)).items).toEqual([]);
    expect((await call('GET', '/admin/sponsors?limit=500')).statusCode).toBe(400);
  });

  it('finds the sponsors of a number', async () => {
    const res = await call('GET', '/admin/sponsors/by-number/12');
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([ids['Farmácia Saúde']]);
    expect((await call('GET', '/admin/sponsors/by-number/76')).statusCode).toBe(400);
  });
});
