import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createEvent } from '../../test/bingo-factories';
import { createUser } from '../../test/factories';
import { PAGARME_SECRET, pagarmeEnv, usePagarmeApp } from '../../test/pagarme-app';
import {
  BILLING_ADDRESS,
  buy,
  checkoutPayload,
  createCoupon,
  creditPayload,
  deliver,
  orderEvent,
  purchaseRow,
} from '../../test/purchase-factories';
import { pixQrImage } from '../modules/purchases';
import { cards } from '../db/schema';
import type { CreateOrderRequest } from './types';

// What we send to the provider and read back from it; its refusals, outages and our retries are
// in pagarme-failures.test.ts, the HTTP client's own behaviour in pagarme-client.test.ts.
const world = usePagarmeApp();
const lastOrderRequest = () => world.stub.requests.filter((r) => r.method === 'POST').at(-1)!;

describe('Pagar.me adapter against a local stub of the v5 API', () => {
  it('creates a checkout order: Basic auth with the secret key, an Idempotency-Key, cents, CPF digits, split phone, string metadata, one captured installment, customer not editable', async () => {
    const { ctx, buyer } = world;
    const res = await buy(ctx, buyer, { quantidade: 2, affiliate_code: 'NINGUEM' });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    const sent = lastOrderRequest();
    expect(sent.path).toBe('/orders');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${PAGARME_SECRET}:`).toString('base64')}`);
    expect(sent.headers['idempotency-key']).toMatch(new RegExp(`^compra-${reply.purchase_id}-[0-9a-f]{12}$`));
    expect(sent.headers['content-type']).toBe('application/json');
    const body = sent.body as CreateOrderRequest;
    expect(body).toMatchObject({
      code: `compra-${reply.purchase_id}`,
      closed: true,
      items: [{ amount: 1250, quantity: 2, code: 'cartela', description: 'Cartela - Bingo Real' }],
      customer: {
        name: 'Maria Compradora',
        email: 'maria@teste.com',
        type: 'individual',
        document: '52998224725',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'checkout',
          amount: 2500,
          checkout: {
            expires_in: 60,
            accepted_payment_methods: ['credit_card', 'pix'],
            success_url: `https://bingo.test/sucesso?order_id=compra-${reply.purchase_id}`,
            // The buyer comes straight back to our success page, not to a "paid" screen of the provider's.
            skip_checkout_success_page: true,
            // The buyer's name, CPF and phone are the ones we checked and keep with the purchase.
            customer_editable: false,
            // Cards are captured at once, in one installment of the whole total.
            credit_card: { capture: true, installments: [{ number: 1, total: 2500 }] },
            pix: { expires_in: 3600 },
          },
        },
      ],
    });
    expect(Object.values(body.metadata).every((v) => typeof v === 'string')).toBe(true);
    expect(body.metadata).toMatchObject({
      purchase_id: String(reply.purchase_id),
      user_id: String(buyer.id),
      quantidade: '2',
      phone_number: '11987654321',
      event_name: 'Bingo Real',
    });
    expect(body.metadata.affiliate_code).toBeUndefined();

    expect(reply).toMatchObject({ id: reply.id, status: 'pending', purchase_status: 'pendente', total: 25 });
    expect(reply.checkouts[0].payment_url).toBe(`https://pagar.me/checkout/${reply.id}`);
    expect(reply.checkout_url).toBe(reply.checkouts[0].payment_url);
    expect(reply.url).toBe(reply.checkouts[0].payment_url);
    expect((await purchaseRow(ctx, reply.purchase_id)).paymentId).toBe(reply.id);
  });

  it('sends a discounted purchase as one line at the discounted total', async () => {
    const { ctx, buyer } = world;
    await createCoupon(ctx, { codigo: 'REAL5', tipo: 'fixo', valor: 5 });
    await buy(ctx, buyer, { quantidade: 2, cupom: 'REAL5' });
    const body = lastOrderRequest().body as CreateOrderRequest;
    expect(body.items).toEqual([{ amount: 2000, quantity: 1, code: 'cartelas', description: '2 cartela(s) com desconto - Bingo Real' }]);
    expect(body.payments[0].amount).toBe(2000);
    expect(body.metadata.cupom).toBe('REAL5');
  });

  it("PIX orders answer qr_code, expires_at and a QR image we draw, never the provider's remote image the CSP would block (docs/decisions/009)", async () => {
    const { ctx, stub, buyer } = world;
    const res = await buy(ctx, buyer, { quantidade: 1 }, 'pix');
    const pix = res.json();
    expect(lastOrderRequest().body).toMatchObject({ payments: [{ payment_method: 'pix', amount: 1250, pix: { expires_in: 3600 } }] });
    expect(pix).toMatchObject({ qr_code: '00020101021226...', status: 'pending' });
    // The stub answers an https qr_code_url on the provider's host, as the real API does.
    const remote = stub.orders.get(pix.id)!.charges![0]!.last_transaction!.qr_code_url!;
    expect(remote).toMatch(/^https:\/\//);
    expect(res.body).not.toContain(remote);
    expect(pix.qr_code_url).toBe(await pixQrImage(pix.qr_code));
    // The image is one the page's CSP lets through.
    const csp = String((await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const imgSrc = /img-src ([^;]+)/.exec(csp)![1]!.split(' ');
    const scheme = `${new URL(pix.qr_code_url).protocol}`;
    expect(imgSrc.includes(scheme) || (imgSrc.includes("'self'") && pix.qr_code_url.startsWith('/'))).toBe(true);
  });

  it('sends expires_in in the documented units: the PIX and the hosted checkout both expire after CHECKOUT_EXPIRY_MINUTES (60)', async () => {
    const { ctx, buyer } = world;
    const inAnHour = Date.now() + 60 * 60_000;
    const pix = (await buy(ctx, buyer, { quantidade: 1 }, 'pix')).json();
    expect(Math.abs(Date.parse(pix.expires_at) - inAnHour)).toBeLessThan(60_000);
    const link = (await buy(ctx, buyer, { quantidade: 1 })).json();
    expect(Math.abs(Date.parse(link.checkouts[0].expires_at) - inAnHour)).toBeLessThan(60_000);
  });

  it('a PIX code too long for a QR image still reaches the buyer, to copy and paste, with no image', async () => {
    const { ctx, stub, buyer } = world;
    stub.pixCode = `00020101021226${'br.gov.bcb.pix-'.repeat(300)}`;
    try {
      const res = await buy(ctx, buyer, { quantidade: 1 }, 'pix');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ qr_code: stub.pixCode, qr_code_url: null, purchase_status: 'pendente' });
    } finally {
      stub.pixCode = '00020101021226...';
    }
  });

  it('card orders carry the token with the billing address and settle at once; no address, no order (docs/decisions/009)', async () => {
    const { ctx, stub, buyer } = world;
    const card = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/credit',
      headers: buyer.auth,
      payload: creditPayload('token_abc', { quantidade: 1 }),
    });
    expect(card.statusCode).toBe(200);
    expect(lastOrderRequest().body).toMatchObject({
      payments: [
        {
          payment_method: 'credit_card',
          credit_card: {
            card_token: 'token_abc',
            installments: 1,
            capture: true,
            card: { billing_address: { ...BILLING_ADDRESS, zip_code: '01310100', state: 'SP', country: 'BR' } },
          },
        },
      ],
    });
    expect(card.json()).toMatchObject({ status: 'paid', purchase_status: 'aprovado' });
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, card.json().purchase_id))).toHaveLength(1);

    stub.requests.length = 0;
    const { billing_address: _, ...noAddress } = creditPayload('token_abc');
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/pagarme/credit', headers: buyer.auth, payload: noAddress });
    expect(refused.statusCode).toBe(400);
    const badZip = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/credit',
      headers: buyer.auth,
      payload: { ...creditPayload('t'), billing_address: { ...BILLING_ADDRESS, zip_code: '123' } },
    });
    expect(badZip.json().fields['billing_address.zip_code']).toBe('CEP inválido. Informe os 8 dígitos.');
    expect(stub.requests).toHaveLength(0);
  });

  it("the hosted checkout lets the buyer type the billing address on the provider's page, and sends no statement text unless configured (docs/decisions/009)", async () => {
    const { ctx, buyer } = world;
    await buy(ctx, buyer);
    const checkout = (lastOrderRequest().body as CreateOrderRequest).payments[0] as Extract<
      CreateOrderRequest['payments'][0],
      { payment_method: 'checkout' }
    >;
    expect(checkout.checkout.billing_address_editable).toBe(true);
    expect(checkout.checkout.credit_card).not.toHaveProperty('statement_descriptor');
    await ctx.app.inject({ method: 'POST', url: '/api/pagarme/credit', headers: buyer.auth, payload: creditPayload('token_x') });
    expect(lastOrderRequest().body).toMatchObject({ payments: [{ credit_card: { card_token: 'token_x' } }] });
    expect(JSON.stringify(lastOrderRequest().body)).not.toContain('statement_descriptor');
  });

  it("sends PAGARME_STATEMENT_DESCRIPTOR on the hosted checkout's card and on a card order (docs/decisions/009)", async () => {
    const { stub } = world;
    const own = await createTestApp(pagarmeEnv(stub.url, { PAGARME_STATEMENT_DESCRIPTOR: 'BINGO SOLIDAR' }));
    try {
      await createEvent(own, { status: 'em_andamento' });
      const someone = await createUser(own);
      expect((await buy(own, someone)).statusCode).toBe(200);
      expect(lastOrderRequest().body).toMatchObject({
        payments: [{ checkout: { credit_card: { statement_descriptor: 'BINGO SOLIDAR' } } }],
      });
      const card = await own.app.inject({
        method: 'POST',
        url: '/api/pagarme/credit',
        headers: someone.auth,
        payload: creditPayload('token_y'),
      });
      expect(card.statusCode).toBe(200);
      expect(lastOrderRequest().body).toMatchObject({ payments: [{ credit_card: { statement_descriptor: 'BINGO SOLIDAR' } }] });
    } finally {
      await own.close();
    }
  });

  it("refuses a buyer name or e-mail past the provider's 64 characters before calling it, in pt-BR (docs/decisions/009)", async () => {
    const { ctx, stub, buyer } = world;
    const payload = checkoutPayload();
    const longName = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/payment-link',
      headers: buyer.auth,
      payload: { ...payload, customer: { ...payload.customer, name: 'N'.repeat(65) } },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().fields['customer.name']).toBe('Use no máximo 64 caracteres.');
    const longMail = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/pix',
      headers: buyer.auth,
      payload: { ...payload, customer: { ...payload.customer, email: `${'a'.repeat(53)}@exemplo.com` } },
    });
    expect(longMail.json().fields['customer.email']).toBe('Use no máximo 64 caracteres.');
    expect(stub.requests).toHaveLength(0);
    // 64 exactly goes through, and the strict stub takes it.
    const fits = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagarme/payment-link',
      headers: buyer.auth,
      payload: { ...payload, customer: { ...payload.customer, name: 'N'.repeat(64) } },
    });
    expect(fits.statusCode).toBe(200);
  });

  it('the webhook re-reads the order with GET /orders/{id} and the secret key before approving', async () => {
    const { ctx, stub, buyer } = world;
    const link = (await buy(ctx, buyer, { quantidade: 3 })).json();
    const paid = stub.setStatus(link.id, 'paid');
    stub.requests.length = 0;
    const res = await deliver(ctx, orderEvent(paid));
    expect(res.json().outcome).toBe('processed');
    expect(stub.requests).toMatchObject([
      {
        method: 'GET',
        path: `/orders/${link.id}`,
        headers: { authorization: `Basic ${Buffer.from(`${PAGARME_SECRET}:`).toString('base64')}` },
      },
    ]);
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, link.purchase_id))).toHaveLength(3);
  });

  it('the status call asks the provider when no webhook came', async () => {
    const { ctx, stub, buyer } = world;
    const link = (await buy(ctx, buyer, { quantidade: 1 })).json();
    stub.setStatus(link.id, 'paid');
    const status = await ctx.app.inject({ url: `/api/pagarme/payment/status/${link.id}`, headers: buyer.auth });
    expect(status.json()).toMatchObject({ status: 'aprovado', cards_count: 1, cards_ready: true });
  });
});
