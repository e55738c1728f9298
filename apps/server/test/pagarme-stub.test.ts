import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderRequest, type OrderDraft } from '../src/payments/order-request';
import type { CreateOrderRequest } from '../src/payments/types';
import { PagarmeStub } from './pagarme-stub';

// docs/decisions/009: the look-alike says no where the real API would, in its {message, errors} shape.
let stub: PagarmeStub;
beforeAll(async () => {
  stub = await new PagarmeStub().start();
});
afterAll(() => stub.stop());

const auth = { authorization: `Basic ${Buffer.from('sk_test_abc:').toString('base64')}`, 'content-type': 'application/json' };
const post = async (body: unknown, headers: Record<string, string> = auth) => {
  const res = await fetch(`${stub.url}/orders`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: string; errors?: Record<string, string[]> } };
};

const draft = (payment: OrderDraft['payment'], extra: Partial<OrderDraft> = {}): OrderDraft => ({
  code: 'compra-1',
  eventName: 'Bingo',
  quantidade: 2,
  unitCents: 1000,
  totalCents: 2000,
  discountCents: 0,
  buyer: { name: 'Maria Compradora', email: 'maria@teste.com', cpf: '52998224725', phone: '11987654321' },
  metadata: { purchase_id: 1, quantidade: 2 },
  payment,
  ...extra,
});
const checkout: OrderDraft['payment'] = {
  method: 'checkout',
  successUrl: 'https://bingo.test/sucesso?order_id=compra-1',
  expiresInMinutes: 60,
};
const card: OrderDraft['payment'] = {
  method: 'credit_card',
  cardToken: 'token_abc',
  billingAddress: { line_1: 'Rua A, 1, Centro', zip_code: '01310100', city: 'São Paulo', state: 'SP', country: 'BR' },
};
const mutate = (change: (body: CreateOrderRequest & Record<string, unknown>) => void) => {
  const body = structuredClone(buildOrderRequest(draft(checkout))) as CreateOrderRequest & Record<string, unknown>;
  change(body);
  return body;
};

describe('the strict Pagar.me stub', () => {
  it("takes our adapter's checkout, PIX and card orders", async () => {
    for (const payment of [checkout, { method: 'pix', expiresInMinutes: 60 } as const, card]) {
      expect((await post(buildOrderRequest(draft(payment, { statementDescriptor: 'BINGO SOLIDAR' })))).status).toBe(200);
    }
  });

  it('answers 401 without a secret key in Basic auth', async () => {
    expect((await post(buildOrderRequest(draft(checkout)), { 'content-type': 'application/json' })).status).toBe(401);
    const publicKey = { ...auth, authorization: `Basic ${Buffer.from('pk_test_abc:').toString('base64')}` };
    expect((await post(buildOrderRequest(draft(checkout)), publicKey)).status).toBe(401);
  });

  it('refuses the 17-character statement text the adapter used to send, on the checkout and on a card order', async () => {
    const res = await post(buildOrderRequest(draft(checkout, { statementDescriptor: 'BINGO BENEFICENTE' })));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The request is invalid.');
    expect(Object.keys(res.body.errors!)).toEqual(['order.payments[0].checkout.credit_card.statement_descriptor']);
    const direct = await post(buildOrderRequest(draft(card, { statementDescriptor: 'BINGO BENEFICENTE' })));
    expect(Object.keys(direct.body.errors!)).toEqual(['order.payments[0].credit_card.statement_descriptor']);
    expect((await post(buildOrderRequest(draft(card, { statementDescriptor: 'BINGO-SOLIDAR' })))).status).toBe(422);
  });

  it('refuses a name or e-mail past 64 characters', async () => {
    const res = await post(mutate((b) => ((b.customer.name = 'N'.repeat(65)), (b.customer.email = `${'a'.repeat(53)}@exemplo.com`))));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors!).sort()).toEqual(['order.customer.email', 'order.customer.name']);
  });

  it('refuses a card checkout with neither a billing address nor an editable one, and a card token without one', async () => {
    const fixed = await post(
      mutate((b) => ((b.payments[0] as { checkout: { billing_address_editable: boolean } }).checkout.billing_address_editable = false)),
    );
    expect(Object.keys(fixed.body.errors!)).toEqual(['order.payments[0].checkout.billing_address']);
    const body = buildOrderRequest(draft(card)) as unknown as { payments: [{ credit_card: Record<string, unknown> }] };
    delete body.payments[0].credit_card.card;
    expect(Object.keys((await post(body)).body.errors!)).toEqual(['order.payments[0].credit_card.card.billing_address']);
  });

  it('refuses items that do not add up to the payment, non-string metadata, phone and document with non-digits, unknown enums, a missing pix block', async () => {
    const cases: [string, (b: CreateOrderRequest & Record<string, unknown>) => void][] = [
      ['order.payments[0].amount', (b) => (b.payments[0].amount = 1999)],
      ['order.metadata.quantidade', (b) => ((b.metadata as Record<string, unknown>).quantidade = 2)],
      ['order.customer.phones.mobile_phone.number', (b) => (b.customer.phones.mobile_phone.number = '98765-4321')],
      ['order.customer.document', (b) => (b.customer.document = '529.982.247-25')],
      ['order.customer.type', (b) => ((b.customer as { type: string }).type = 'person')],
      ['order.payments[0].payment_method', (b) => ((b.payments[0] as { payment_method: string }).payment_method = 'cheque')],
      ['order.payments[0].checkout.pix', (b) => delete (b.payments[0] as { checkout: { pix?: unknown } }).checkout.pix],
      ['order.items[0].amount', (b) => ((b.items[0] as { amount: unknown }).amount = '10.00')],
      ['order.code', (b) => delete (b as { code?: string }).code],
    ];
    for (const [field, change] of cases) {
      const res = await post(mutate(change));
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors!), field).toContain(field);
    }
  });
});
