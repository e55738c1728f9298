import { ADMIN_PURCHASES_PAGE_SIZE, type AdminPurchase } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { CPF, OTHER_CPF, checkoutPayload, chooseOnFakeCheckout, createCoupon } from '../../../test/purchase-factories';
import { purchases } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let tonight: number;
let lastWeek: number;
const bought: Record<string, { purchaseId: number; orderId: string }> = {};
const accounts = new Map<string, TestUser>();

/** A checkout as this buyer typed it on /comprar, approved on the fake checkout unless told otherwise. */
async function purchase(
  who: { name: string; email: string; cpf: string },
  options: { pay?: boolean; cupom?: string; affiliate?: string; account?: TestUser } = {},
) {
  const buyer = options.account ?? (await createUser(ctx, { name: `Conta de ${who.name}` }));
  accounts.set(who.email, buyer);
  const base = checkoutPayload({ quantidade: 2, ...(options.cupom ? { cupom: options.cupom } : {}) });
  const payload = {
    ...base,
    customer: { ...base.customer, name: who.name, email: who.email, document: who.cpf },
    metadata: {
      ...base.metadata,
      full_name: who.name,
      email_contact: who.email,
      ...(options.affiliate ? { affiliate_code: options.affiliate } : {}),
    },
  };
  const link = await ctx.app.inject({ method: 'POST', url: '/api/pagarme/payment-link', headers: buyer.auth, payload });
  expect(link.statusCode).toBe(200);
  const { purchase_id: purchaseId, id: orderId, url } = link.json();
  if (options.pay !== false) expect((await chooseOnFakeCheckout(ctx, url, 'aprovar')).statusCode).toBe(303);
  return { purchaseId: purchaseId as number, orderId: orderId as string };
}

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/admin/purchases?${query}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AdminPurchase[]; total: number };
};
const idsOf = async (query: string) => (await list(query)).data.map((p) => p.id).sort((a, b) => a - b);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { admin: true });
  await createUser(ctx, { affiliate: true, code: 'PADRE1', name: 'Padre Antônio' });
  lastWeek = (await createEvent(ctx, { status: 'em_andamento', name: 'Bingo da Semana Passada' })).id;
  bought.old = await purchase({ name: 'Dona Maria Aparecida', email: 'maria.aparecida@paroquia.org', cpf: CPF });
  tonight = (await createEvent(ctx, { status: 'em_andamento', name: 'Bingo de Hoje', cardPrice: 10 })).id;
  const coupon = await createCoupon(ctx, { codigo: 'FESTA10', tipo: 'percentual', valor: 10 });
  bought.maria = await purchase(
    { name: 'Dona Maria Aparecida', email: 'maria.aparecida@paroquia.org', cpf: CPF },
    { cupom: coupon.codigo, affiliate: 'PADRE1' },
  );
  bought.joao = await purchase({ name: 'João Batista', email: 'joao@exemplo.com', cpf: OTHER_CPF });
  bought.waiting = await purchase({ name: 'Zé Pendente', email: 'ze_50@exemplo.com', cpf: OTHER_CPF }, { pay: false });
});
afterAll(() => ctx.close());

describe('GET /admin/purchases: finding a purchase', () => {
  it('finds by name, e-mail, CPF (with or without mask), the provider order id and our number', async () => {
    const { maria, joao, old, waiting } = bought;
    const both = [old!.purchaseId, maria!.purchaseId];
    expect(await idsOf('search=maria')).toEqual(both);
    expect(await idsOf('search=APARECIDA')).toEqual(both);
    expect(await idsOf('search=joao%40exemplo')).toEqual([joao!.purchaseId]);
    expect(await idsOf(`search=${encodeURIComponent('529.982.247-25')}`)).toEqual(both);
    expect(await idsOf('search=52998224725')).toEqual(both);
    // Three digits typed as a CPF are a piece of one; fewer, or digits inside other text, are not.
    expect(await idsOf('search=982')).toEqual(both);
    expect(await idsOf('search=98-')).toEqual([]);
    expect(await idsOf('search=ab982')).toEqual([]);
    expect(await idsOf(`search=${joao!.orderId}`)).toEqual([joao!.purchaseId]);
    expect(await idsOf(`search=compra-${joao!.purchaseId}`)).toEqual([joao!.purchaseId]);
    expect(await idsOf(`search=${encodeURIComponent(`#${waiting!.purchaseId}`)}`)).toEqual([waiting!.purchaseId]);
    // A % or _ typed in the box is a character, not a wildcard.
    expect(await idsOf('search=_')).toEqual([waiting!.purchaseId]);
    expect(await idsOf(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await idsOf('search=ninguem-com-este-nome')).toEqual([]);
  });

  it('shows each purchase as the organisers need it: buyer, status, money, coupon, affiliate, dates, cards issued', async () => {
    const { data } = await list(`search=compra-${bought.maria!.purchaseId}`);
    expect(data[0]).toMatchObject({
      id: bought.maria!.purchaseId,
      code: `compra-${bought.maria!.purchaseId}`,
      payment_id: bought.maria!.orderId,
      event_id: tonight,
      event_name: 'Bingo de Hoje',
      buyer_name: 'Dona Maria Aparecida',
      buyer_email: 'maria.aparecida@paroquia.org',
      buyer_phone: '11987654321',
      buyer_cpf: '52998224725',
      status: 'aprovado',
      provider_status: 'paid',
      review_reason: null,
      quantidade: 2,
      gross: 20,
      discount: 2,
      total: 18,
      coupon_code: 'FESTA10',
      affiliate_code: 'PADRE1',
      affiliate_name: 'Padre Antônio',
      cards_issued: 2,
    });
    expect(Date.parse(data[0]!.updated_at)).toBeGreaterThanOrEqual(Date.parse(data[0]!.created_at));
    const [waiting] = (await list(`search=compra-${bought.waiting!.purchaseId}`)).data;
    expect(waiting).toMatchObject({ status: 'pendente', cards_issued: 0, coupon_code: null, affiliate_name: null });
  });

  it('filters by status, event and review, newest first', async () => {
    expect(await idsOf('status=pendente')).toEqual([bought.waiting!.purchaseId]);
    expect(await idsOf(`event_id=${lastWeek}`)).toEqual([bought.old!.purchaseId]);
    expect(await idsOf(`search=maria&event_id=${tonight}&status=aprovado`)).toEqual([bought.maria!.purchaseId]);
    const all = await list(`event_id=${tonight}`);
    expect(all.data.map((p) => p.id)).toEqual([bought.waiting!.purchaseId, bought.joao!.purchaseId, bought.maria!.purchaseId]);

    expect(await idsOf('review=true')).toEqual([]);
    const held = 'Valor pago (R$ 5,00) diferente do total (R$ 20,00).';
    await ctx.database.db.update(purchases).set({ reviewReason: held }).where(eq(purchases.id, bought.waiting!.purchaseId));
    expect((await list('review=true')).data.map((p) => [p.id, p.review_reason])).toEqual([[bought.waiting!.purchaseId, held]]);
    // Without the review filter a held purchase is listed like any other.
    expect(await idsOf('status=pendente')).toEqual([bought.waiting!.purchaseId]);
    expect(await idsOf(`review=false&event_id=${tonight}`)).toEqual(
      [bought.maria!.purchaseId, bought.joao!.purchaseId].sort((a, b) => a - b),
    );
  });

  it('pages 50 at a time with the total of the whole search', async () => {
    const buyer = await createUser(ctx);
    const busy = (await createEvent(ctx, { name: 'Quermesse' })).id;
    const rows = Array.from({ length: ADMIN_PURCHASES_PAGE_SIZE + 3 }, (_, i) => ({
      userId: buyer.id,
      eventId: busy,
      quantidade: 1,
      unitPrice: 10,
      gross: 10,
      total: 10,
      status: 'cancelado' as const,
      fullName: `Fiel ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await ctx.database.db.insert(purchases).values(rows);
    const first = await list(`event_id=${busy}`);
    const second = await list(`event_id=${busy}&page=2`);
    expect([first.total, first.data.length, second.total, second.data.length]).toEqual([53, 50, 53, 3]);
    expect(first.data[0]!.buyer_name).toBe('Fiel 52');
    expect(second.data.map((p) => p.buyer_name)).toEqual(['Fiel 2', 'Fiel 1', 'Fiel 0']);
    expect((await list(`event_id=${busy}&page=3`)).data).toEqual([]);
  });

  it('refuses a bad filter with a pt-BR sentence, never a 500', async () => {
    for (const query of ['status=pago', 'page=0', 'event_id=abc', `search=${'x'.repeat(121)}`]) {
      const res = await ctx.app.inject({ url: `/api/admin/purchases?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/[a-zà-ú]/i);
    }
  });
});

describe('GET /events/{id}/buyers: the treasurer list', () => {
  it('has one line per buyer of the approved purchases of that event only, by name', async () => {
    // Maria buys again tonight from her account, under her married name; Zé's purchase stays unpaid.
    const maria = accounts.get('maria.aparecida@paroquia.org')!;
    await purchase({ name: 'Maria Aparecida Souza', email: 'maria.aparecida@paroquia.org', cpf: CPF }, { account: maria });
    const res = await ctx.app.inject({ url: `/api/events/${tonight}/buyers`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'João Batista', email: 'joao@exemplo.com', phone: '11987654321', cards: 2, total: 20 },
      { name: 'Maria Aparecida Souza', email: 'maria.aparecida@paroquia.org', phone: '11987654321', cards: 4, total: 38 },
    ]);
    expect((await ctx.app.inject({ url: `/api/events/${lastWeek}/buyers`, headers: admin.auth })).json()).toHaveLength(1);
    const missing = await ctx.app.inject({ url: '/api/events/999999/buyers', headers: admin.auth });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Evento não encontrado.']);
  });
});
