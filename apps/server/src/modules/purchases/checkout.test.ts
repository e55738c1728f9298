import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { BILLING_ADDRESS, buy, checkoutPayload, chooseOnFakeCheckout, purchaseRow } from '../../../test/purchase-factories';
import { cards, events, purchases } from '../../db/schema';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let event: Awaited<ReturnType<typeof createEvent>>;
let round: Awaited<ReturnType<typeof createRound>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  event = await createEvent(ctx, { name: 'Bingo da Paróquia', status: 'em_andamento', cardPrice: 12.5 });
  round = await createRound(ctx, event.id, { status: 'in_progress' });
});
afterAll(() => ctx.close());

const get = (url: string, who: 'admin' | 'user' | 'other' | TestUser = 'user') =>
  ctx.app.inject({ url, headers: (typeof who === 'string' ? roles[who] : who).auth });
const rankingTotal = async () => (await get(`/api/rounds/${round.id}/ranking`, 'admin')).json().total as number;
/** A buyer of the test's own: one buyer may hold only 3 pending purchases and start 10 checkouts a minute. */
const newBuyer = () => createUser(ctx);

describe('buying through the payment link and the fake checkout', () => {
  it('answers the provider order shape with the payment URL in all three places', async () => {
    const res = await buy(ctx, roles.user, { quantidade: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toMatch(/^or_fake_/);
    expect(body).toMatchObject({ code: `compra-${body.purchase_id}`, status: 'pending', purchase_status: 'pendente', total: 37.5 });
    expect(body.checkouts[0].payment_url).toBe(`http://bingo.test/fake-checkout/${body.id}`);
    expect(body.checkout_url).toBe(body.checkouts[0].payment_url);
    expect(body.url).toBe(body.checkouts[0].payment_url);
    expect(await purchaseRow(ctx, body.purchase_id)).toMatchObject({
      userId: roles.user.id,
      eventId: event.id,
      quantidade: 3,
      unitPrice: 12.5,
      total: 37.5,
      status: 'pendente',
      paymentId: body.id,
      fullName: 'Maria Compradora',
      phoneNumber: '11987654321',
      document: '52998224725',
    });
  });

  it('shows the hosted checkout page in pt-BR: event, quantity, total, the card block only, the three buttons', async () => {
    const link = (await buy(ctx, roles.user, { quantidade: 2 })).json();
    const page = await ctx.app.inject({ url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Bingo da Paróquia');
    expect(page.body).toContain('Modo de demonstração: pagamentos de teste, nenhuma cobrança real');
    expect(page.body).toContain('2 cartela(s)');
    expect(page.body).toContain('R$ 25,00');
    // The buyer chose the card (the hosted checkout): no PIX block beside it; a favicon.
    expect(page.body).toContain('<h2>Cartão de crédito</h2>');
    expect(page.body).not.toContain('<h2>PIX</h2>');
    expect(page.body).not.toMatch(/<img src="data:image\/png;base64,/);
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    for (const label of ['Aprovar', 'Recusar', 'Deixar pendente']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toMatch(/<script/i);
    expect((await ctx.app.inject({ url: '/fake-checkout/or_fake_nao_existe' })).statusCode).toBe(404);
  });

  it('Aprovar: webhook, purchase aprovado with exactly N cards, in play on the live ranking', async () => {
    const before = await rankingTotal();
    const link = (await buy(ctx, roles.user, { quantidade: 4 })).json();
    const approve = await chooseOnFakeCheckout(ctx, link.url, 'aprovar');
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/sucesso?order_id=compra-${link.purchase_id}`);

    expect(await purchaseRow(ctx, link.purchase_id)).toMatchObject({ status: 'aprovado', providerStatus: 'paid' });
    const issued = await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id));
    expect(issued).toHaveLength(4);
    expect(
      issued.every(
        (c) => c.userId === roles.user.id && c.status === 'digital' && c.fullName === 'Maria Compradora' && c.contact === '(11) 98765-4321',
      ),
    ).toBe(true);
    expect(await rankingTotal()).toBe(before + 4);

    const status = await get(`/api/pagarme/payment/status/compra-${link.purchase_id}`);
    expect(status.json()).toMatchObject({
      id: link.id,
      // The success page shares this event's link.
      event_id: (await purchaseRow(ctx, link.purchase_id)).eventId,
      status: 'aprovado',
      provider_status: 'paid',
      quantidade: 4,
      cards_count: 4,
      cards_ready: true,
    });
    expect((await get(`/api/pagarme/payment/status/${link.id}`)).json().purchase_id).toBe(link.purchase_id);
    const mine = (await get('/api/cards')).json().filter((c: { purchase_id: number }) => c.purchase_id === link.purchase_id);
    expect(mine).toHaveLength(4);

    // A second click (or a redelivery) issues nothing more.
    await chooseOnFakeCheckout(ctx, link.url, 'aprovar');
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id))).toHaveLength(4);
  });

  it('Recusar -> falhou and /falha; Deixar pendente -> /pendente with nothing changed', async () => {
    const buyer = await newBuyer();
    const refused = (await buy(ctx, buyer)).json();
    const res = await chooseOnFakeCheckout(ctx, refused.url, 'recusar');
    expect(res.headers.location).toBe(`/falha?order_id=compra-${refused.purchase_id}`);
    expect((await purchaseRow(ctx, refused.purchase_id)).status).toBe('falhou');

    const waiting = (await buy(ctx, buyer)).json();
    const later = await chooseOnFakeCheckout(ctx, waiting.url, 'pendente');
    expect(later.headers.location).toBe(`/pendente?order_id=compra-${waiting.purchase_id}`);
    expect((await get(`/api/pagarme/payment/status/${waiting.id}`, buyer)).json()).toMatchObject({
      status: 'pendente',
      cards_count: 0,
      cards_ready: false,
    });
  });

  it('PIX: QR code, copy-paste code and expiry; paying it issues the cards', async () => {
    const buyer = await newBuyer();
    const res = await buy(ctx, buyer, { quantidade: 1 }, 'pix');
    expect(res.statusCode).toBe(200);
    const pix = res.json();
    expect(pix.qr_code).toBe(`http://bingo.test/fake-checkout/${pix.id}`);
    expect(pix.qr_code_url).toMatch(/^data:image\/png;base64,/);
    // Drawn 240 px wide, the size the result page shows it at (the PNG header holds width and height).
    const png = Buffer.from(pix.qr_code_url.split(',')[1], 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 240]);
    expect(Date.parse(pix.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await purchaseRow(ctx, pix.purchase_id)).toMatchObject({ paymentMethod: 'pix', status: 'pendente' });
    // The page the QR code opens shows the PIX block only.
    const page = (await ctx.app.inject({ url: new URL(pix.qr_code).pathname })).body;
    expect(page).toContain('<h2>PIX</h2>');
    expect(page).not.toContain('<h2>Cartão de crédito</h2>');
    await chooseOnFakeCheckout(ctx, pix.qr_code, 'aprovar');
    expect((await get(`/api/pagarme/payment/status/${pix.id}`, buyer)).json()).toMatchObject({ status: 'aprovado', cards_count: 1 });
  });

  it('credit card token: decided at once, approved or declined', async () => {
    const buyer = await newBuyer();
    const pay = (card_token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/pagarme/credit',
        headers: buyer.auth,
        payload: { ...checkout(), card_token, billing_address: { ...BILLING_ADDRESS } },
      });
    const approved = await pay('tok_aprovado');
    expect(approved.json()).toMatchObject({ status: 'paid', purchase_status: 'aprovado' });
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, approved.json().purchase_id))).toHaveLength(1);
    expect((await pay('tok_recusado')).json()).toMatchObject({ status: 'failed', purchase_status: 'falhou' });
    expect((await pay('')).statusCode).toBe(400);
  });

  it('validates the form: CPF digits, phone, quantity', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/pagarme/payment-link', headers: roles.user.auth, payload });
    const badCpf = await post({ ...checkout(), customer: { ...checkout().customer, document: '123' } });
    expect(badCpf.json().fields['customer.document']).toBe('CPF inválido. Deve conter 11 dígitos.');
    const noPhone = await post({ ...checkout(), metadata: { phone_number: '123' }, customer: { ...checkout().customer, phones: {} } });
    expect(noPhone.json().fields['metadata.phone_number']).toMatch(/Telefone inválido/);
    expect((await post({ ...checkout(), quantidade: 0 })).json().fields.quantidade).toBe('A quantidade mínima é 1 cartela.');
  });
});

describe('purchase limits', () => {
  it('refuses more than 100 cards in one purchase with a pt-BR 400, and takes exactly 100', async () => {
    const buyer = await newBuyer();
    const tooMany = await buy(ctx, buyer, { quantidade: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.quantidade).toBe('Compre no máximo 100 cartelas por vez.');
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toEqual([]);
    const hundred = await buy(ctx, buyer, { quantidade: 100 });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().total).toBe(1250);
  });

  it('refuses a purchase under R$ 1,00 when the card costs less than R$ 1 (event row written directly)', async () => {
    const cheap = await createTestApp();
    try {
      const buyer = await createUser(cheap);
      // The events API refuses such a price now; an older row may still hold one.
      await cheap.database.db
        .insert(events)
        .values({ name: 'Bingo Barato', startDate: new Date(), status: 'em_andamento', cardPrice: 0.5 });
      const one = await buy(cheap, buyer, { quantidade: 1 });
      expect(one.statusCode).toBe(400);
      expect(one.json().error).toBe('O valor mínimo de uma compra é R$ 1,00.');
      expect(await cheap.database.db.select().from(purchases)).toEqual([]);
      const two = await buy(cheap, buyer, { quantidade: 2 });
      expect(two.statusCode).toBe(200);
      expect(two.json().total).toBe(1);
    } finally {
      await cheap.close();
    }
  });
});

describe('who the cards are for', () => {
  it('keeps the name and e-mail typed for the cards, else the payer’s', async () => {
    const base = checkoutPayload({ quantidade: 1 });
    const buyer = await newBuyer();
    const post = (metadata: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/pagarme/payment-link', headers: buyer.auth, payload: { ...base, metadata } });
    const forGrandma = (await post({ ...base.metadata, full_name: 'Vó Cida', email_contact: 'cida@paroquia.org' })).json();
    expect(await purchaseRow(ctx, forGrandma.purchase_id)).toMatchObject({ fullName: 'Vó Cida', emailContact: 'cida@paroquia.org' });
    const forPayer = (await post({ phone_number: base.metadata.phone_number })).json();
    expect(await purchaseRow(ctx, forPayer.purchase_id)).toMatchObject({ fullName: 'Maria Compradora', emailContact: 'maria@teste.com' });
  });
});

describe('affiliates', () => {
  it('credits the active affiliate of metadata.affiliate_code, never the buyer themself or an unknown code', async () => {
    const affiliate = await createUser(ctx, { affiliate: true, code: 'AFIL01' });
    const buyer = await newBuyer();
    const credited = (await buy(ctx, buyer, { affiliate_code: 'afil01' })).json();
    expect(await purchaseRow(ctx, credited.purchase_id)).toMatchObject({ affiliateId: affiliate.id, affiliateCode: 'AFIL01' });

    const self = await createUser(ctx, { affiliate: true, code: 'SELF01' });
    const selfBuy = (await buy(ctx, self, { affiliate_code: 'SELF01' })).json();
    expect(await purchaseRow(ctx, selfBuy.purchase_id)).toMatchObject({ affiliateId: null, affiliateCode: null });

    await createUser(ctx, { affiliate: false, code: 'EXAF01' });
    for (const code of ['EXAF01', 'NADA99']) {
      const res = await buy(ctx, buyer, { affiliate_code: code });
      expect(res.statusCode).toBe(200);
      expect((await purchaseRow(ctx, res.json().purchase_id)).affiliateId).toBeNull();
    }
  });
});

describe('my purchases and ownership', () => {
  it('GET /sales/mine lists only the buyer purchases, newest first, each with its cards', async () => {
    const buyer = await createUser(ctx);
    const first = (await buy(ctx, buyer, { quantidade: 2 })).json();
    await chooseOnFakeCheckout(ctx, first.url, 'aprovar');
    const second = (await buy(ctx, buyer, { quantidade: 1 })).json();
    const mine = (await ctx.app.inject({ url: '/api/sales/mine', headers: buyer.auth })).json();
    expect(mine.map((p: { id: number }) => p.id)).toEqual([second.purchase_id, first.purchase_id]);
    expect(mine[1]).toMatchObject({
      quantidade: 2,
      status: 'aprovado',
      payment_id: first.id,
      payment_method: 'checkout',
      event_name: 'Bingo da Paróquia',
      total: 25,
    });
    expect(mine[1].cards).toHaveLength(2);
    expect(mine[1].cards[0].numbers).toHaveLength(25);
    expect(typeof mine[1].createdAt).toBe('string');
    expect(mine[0]).toMatchObject({ status: 'pendente', cards: [] });
    expect((await ctx.app.inject({ url: '/api/sales/mine', headers: roles.other.auth })).json()).toEqual([]);
  });

  it("a buyer cannot see another buyer's payment status (404); an admin can", async () => {
    const link = (await buy(ctx, await newBuyer())).json();
    for (const ref of [link.id, `compra-${link.purchase_id}`]) {
      const other = await get(`/api/pagarme/payment/status/${ref}`, 'other');
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe('Compra não encontrada.');
      expect((await get(`/api/pagarme/payment/status/${ref}`, 'admin')).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ url: `/api/pagarme/payment/status/${link.id}` })).statusCode).toBe(401);
  });
});

function checkout() {
  return {
    customer: {
      name: 'Maria',
      email: 'maria@teste.com',
      type: 'individual',
      document: '52998224725',
      phones: { mobile_phone: { country_code: '55', area_code: '21', number: '987654321' } },
    },
    metadata: {},
    quantidade: 1,
  };
}
