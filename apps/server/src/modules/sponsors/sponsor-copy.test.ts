import { sponsorMessages } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/image-fixtures';
import { sponsors } from '../../db/schema';

/**
 * "Copiar patrocinadores de outro evento", editing a company through one event, and taking a
 * sponsor out of an event (decisions.md §13). Its own database.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: roles.admin.auth, payload });
const json = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const list = async (eventId: number) => (await json('GET', `/admin/sponsors?event_id=${eventId}`)).items;
async function uploadLogo(): Promise<{ id: number; url: string }> {
  const body = multipart([{ name: 'image', value: TINY_PNG, filename: 'logo.png', type: 'image/png' }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...roles.admin.auth, ...body.headers },
    payload: body.payload,
  });
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

describe('copying sponsors from another event', () => {
  it('copies values, method and numbers, starts the payment over, and skips sponsors already there', async () => {
    const june = (await createEvent(ctx, { name: 'Junho' })).id;
    const july = (await createEvent(ctx, { name: 'Julho', status: 'em_andamento' })).id;
    const logo = await uploadLogo();
    const padaria = await json('POST', '/admin/sponsors', {
      event_id: june,
      name: 'Padaria',
      image_id: logo.id,
      contact_info: '(11) 3456-7890',
      amount: 250.5,
      payment_method: 'PIX',
      payment_status: 'pago',
      payment_date: '2026-06-20',
      notes: 'Pagou adiantado',
    });
    await json('POST', `/admin/sponsors/${padaria.id}/numbers`, { numbers: [37, 12] });
    const acougue = await json('POST', '/admin/sponsors', { event_id: june, name: 'Açougue', amount: 80, payment_status: 'parcial' });
    await json('POST', `/admin/sponsors/${acougue.id}/numbers`, { numbers: [37] });

    const round = await createRound(ctx, july, { status: 'in_progress' });
    await json('POST', `/rounds/${round.id}/draw`, { number: 37 });
    const live = async () => (await ctx.app.inject({ url: `/api/events/${july}/live`, headers: roles.user.auth })).json();
    expect((await live()).sponsors).toEqual([]);

    // Into the active event (July) when none is named.
    expect(await json('POST', '/admin/sponsors/copy', { from_event_id: june })).toEqual({
      copied: 2,
      skipped: 0,
      message: '2 patrocinadores copiados.',
    });
    const copied = await list(july);
    expect(copied).toEqual([
      expect.objectContaining({ name: 'Açougue', amount: 80, payment_status: 'pendente', numbers: [37], sponsor_id: acougue.sponsor_id }),
      {
        id: expect.any(Number),
        sponsor_id: padaria.sponsor_id,
        event_id: july,
        name: 'Padaria',
        contact_info: '(11) 3456-7890',
        image_id: logo.id,
        image: { id: logo.id, url: logo.url },
        logo_url: logo.url,
        amount: 250.5,
        payment_method: 'PIX',
        payment_status: 'pendente',
        payment_date: null,
        notes: null,
        numbers: [12, 37],
        created_at: expect.any(String),
      },
    ]);
    expect(copied.map((s: { id: number }) => s.id)).not.toContain(padaria.id);
    // The telão of July now has the copied sponsors of 37.
    expect((await live()).sponsors.map((s: { name: string }) => s.name)).toEqual(['Açougue', 'Padaria']);
    // June keeps its own money as it was.
    expect((await list(june)).map((s: { payment_status: string }) => s.payment_status)).toEqual(['parcial', 'pago']);

    // Again: nothing new, and a sponsor added in June since then is the only one that comes.
    expect(await json('POST', '/admin/sponsors/copy', { from_event_id: june, event_id: july })).toEqual({
      copied: 0,
      skipped: 2,
      message: sponsorMessages.copied(0, 2),
    });
    await json('POST', '/admin/sponsors', { event_id: june, name: 'Bazar', amount: 10 });
    expect(await json('POST', '/admin/sponsors/copy', { from_event_id: june, event_id: july })).toEqual({
      copied: 1,
      skipped: 2,
      message: '1 patrocinador copiado; 2 já estavam neste evento.',
    });
    expect((await list(july)).map((s: { name: string }) => s.name)).toEqual(['Açougue', 'Bazar', 'Padaria']);
  });

  it('refuses the same event, an unknown one, and a missing origin, in sentences', async () => {
    const night = (await createEvent(ctx, { name: 'Agosto' })).id;
    const same = await call('POST', '/admin/sponsors/copy', { from_event_id: night, event_id: night });
    expect([same.statusCode, same.json().error]).toEqual([400, sponsorMessages.copySameEvent]);
    const unknown = await call('POST', '/admin/sponsors/copy', { from_event_id: 999999, event_id: night });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Evento não encontrado.']);
    const missing = await call('POST', '/admin/sponsors/copy', { event_id: night });
    expect([missing.statusCode, missing.json().error]).toEqual([400, sponsorMessages.copyFromMissing]);
    const empty = (await createEvent(ctx, { name: 'Sem patrocinadores' })).id;
    expect((await json('POST', '/admin/sponsors/copy', { from_event_id: empty, event_id: night })).message).toBe(
      'O evento escolhido não tem patrocinadores para copiar.',
    );
  });
});

describe('a company in two events', () => {
  it("edits the company's name and logo for both events, and the money for one", async () => {
    const one = (await createEvent(ctx, { name: 'Um' })).id;
    const two = (await createEvent(ctx, { name: 'Dois' })).id;
    const first = await json('POST', '/admin/sponsors', { event_id: one, name: 'Oficina', amount: 30 });
    await json('POST', '/admin/sponsors/copy', { from_event_id: one, event_id: two });
    const [second] = await list(two);

    const edited = await json('PATCH', `/admin/sponsors/${second.id}`, {
      name: 'Oficina do Zé',
      contact_info: 'zé@oficina',
      amount: 45,
      payment_status: 'pago',
    });
    expect(edited).toMatchObject({ id: second.id, event_id: two, name: 'Oficina do Zé', amount: 45, payment_status: 'pago' });
    expect(await json('GET', `/admin/sponsors/${first.id}`)).toMatchObject({
      event_id: one,
      name: 'Oficina do Zé',
      contact_info: 'zé@oficina',
      amount: 30,
      payment_status: 'pendente',
    });
    expect((await call('PATCH', `/admin/sponsors/${second.id}`, { event_id: one })).json().event_id).toBe(two);
  });

  it('taking it out of one event keeps the company for the other; out of the last, the company goes and its logo can be deleted', async () => {
    const one = (await createEvent(ctx, { name: 'Três' })).id;
    const two = (await createEvent(ctx, { name: 'Quatro' })).id;
    const logo = await uploadLogo();
    const first = await json('POST', '/admin/sponsors', { event_id: one, name: 'Livraria', image_id: logo.id });
    await json('POST', `/admin/sponsors/${first.id}/numbers`, { numbers: [5] });
    await json('POST', '/admin/sponsors/copy', { from_event_id: one, event_id: two });
    const [second] = await list(two);

    await json('DELETE', `/admin/sponsors/${first.id}`);
    expect(await list(one)).toEqual([]);
    expect(await list(two)).toEqual([expect.objectContaining({ name: 'Livraria', logo_url: logo.url, numbers: [5] })]);
    expect((await call('DELETE', `/admin/images/${logo.id}`)).statusCode, 'the company still uses its logo').toBe(409);

    await json('DELETE', `/admin/sponsors/${second.id}`);
    expect((await call('GET', `/admin/sponsors/${second.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/images/${logo.id}`)).statusCode, 'no company left to use the logo').toBe(200);
  });
});

describe('deleting an event with sponsors', () => {
  it('refuses while a sponsorship was paid; otherwise takes its sponsorships, and the companies no other event has', async () => {
    const kept = (await createEvent(ctx, { name: 'Noite que fica' })).id;
    const paid = (await createEvent(ctx, { name: 'Noite com patrocínio pago' })).id;
    await json('POST', '/admin/sponsors', { event_id: paid, name: 'Pagou', amount: 10, payment_status: 'pago' });
    const refused = await call('DELETE', `/events/${paid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('patrocínios pagos');

    const doomed = (await createEvent(ctx, { name: 'Noite cancelada' })).id;
    const shared = await json('POST', '/admin/sponsors', { event_id: kept, name: 'Em duas noites' });
    await json('POST', '/admin/sponsors/copy', { from_event_id: kept, event_id: doomed });
    const alone = await json('POST', '/admin/sponsors', { event_id: doomed, name: 'Só nesta noite', amount: 5 });
    await json('DELETE', `/events/${doomed}`);
    expect((await call('GET', `/admin/sponsors/${alone.id}`)).statusCode).toBe(404);
    expect(await json('GET', `/admin/sponsors/${shared.id}`)).toMatchObject({ name: 'Em duas noites', event_id: kept });
    expect(await ctx.database.db.select().from(sponsors).where(eq(sponsors.name, 'Só nesta noite'))).toEqual([]);
  });
});
