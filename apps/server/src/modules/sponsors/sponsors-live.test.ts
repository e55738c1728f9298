import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/image-fixtures';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const admin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: roles.admin.auth, payload });
const live = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/live`, headers: roles.user.auth })).json();
async function uploadLogo(): Promise<{ id: number; url: string }> {
  const body = multipart([{ name: 'image', value: TINY_PNG, filename: 'logo.png', type: 'image/png' }]);
  return (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...roles.admin.auth, ...body.headers },
      payload: body.payload,
    })
  ).json();
}

describe('sponsors on the live screens', () => {
  it("shows the last ball's sponsors with name and logo, and follows changes to numbers, name and logo", async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const logo = await uploadLogo();
    const sponsor = (await admin('POST', '/admin/sponsors', { name: 'Mercado Bom Preço', image_id: logo.id })).json();
    await admin('POST', `/rounds/${round.id}/draw`, { number: 51 });
    expect((await live(event.id)).sponsors).toEqual([]);

    await admin('POST', `/admin/sponsors/${sponsor.id}/numbers`, { numbers: [51] });
    const shown = await live(event.id);
    expect(shown.sponsors).toEqual([{ id: sponsor.id, name: 'Mercado Bom Preço', logo_url: logo.url }]);
    // The logo the screen gets is a working URL under the API base.
    const image = await ctx.app.inject({ url: `/api${shown.sponsors[0].logo_url}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    await admin('PATCH', `/admin/sponsors/${sponsor.id}`, { name: 'Mercado Bom Preço Ltda', image_id: null });
    expect((await live(event.id)).sponsors).toEqual([{ id: sponsor.id, name: 'Mercado Bom Preço Ltda', logo_url: null }]);

    const version = (await live(event.id)).version;
    await admin('PATCH', `/admin/sponsors/${sponsor.id}`, { amount: 500, payment_status: 'pago' });
    expect((await live(event.id)).version, 'payment data is not on the screen: no refresh').toBe(version);

    await admin('DELETE', `/admin/sponsors/${sponsor.id}/numbers/51`);
    expect((await live(event.id)).sponsors).toEqual([]);

    await admin('POST', `/admin/sponsors/${sponsor.id}/numbers`, { numbers: [51] });
    expect((await live(event.id)).sponsors).toHaveLength(1);
    await admin('DELETE', `/admin/sponsors/${sponsor.id}`);
    expect((await live(event.id)).sponsors).toEqual([]);
  });

  it('lists every sponsor of the last ball, by name (the screen splits them in two halves)', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    for (const name of ['Zeta Calçados', 'Alfa Tintas', 'Beta Pães']) {
      const { id } = (await admin('POST', '/admin/sponsors', { name })).json();
      await admin('POST', `/admin/sponsors/${id}/numbers`, { numbers: [9] });
    }
    await admin('POST', `/rounds/${round.id}/draw`, { number: 9 });
    expect((await live(event.id)).sponsors.map((s: { name: string }) => s.name)).toEqual(['Alfa Tintas', 'Beta Pães', 'Zeta Calçados']);
  });
});

// Two server processes on one PostgreSQL: the report one of them holds in memory follows the other's writes.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('numbers report on two servers', () => {
  let bDatabase: Database;
  let b: App;
  beforeAll(async () => {
    bDatabase = await openDatabase({ url: ctx.url, migrate: false, poolSize: 2 });
    b = await buildApp({ env: ctx.env, database: bDatabase, webDist: null });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it("a number added through one server shows in the other's report", async () => {
    const reportOnB = async () =>
      (await b.inject({ url: '/api/admin/sponsors/numbers/report', headers: roles.admin.auth })).json()[69].sponsorsCount as number;
    const before = await reportOnB();
    const { id } = (await admin('POST', '/admin/sponsors', { name: 'Outra Loja' })).json();
    await admin('POST', `/admin/sponsors/${id}/numbers`, { numbers: [70] });
    const end = Date.now() + 2000;
    while (Date.now() < end && (await reportOnB()) === before) await new Promise((r) => setTimeout(r, 20));
    expect(await reportOnB()).toBe(before + 1);
  });
});
