// The server answers every payment call through these schemas: a field they drop is one the web app loses.
import { describe, expect, it } from 'vitest';
import {
  creditReply,
  myPurchaseSchema,
  paymentLinkReply,
  paymentStatusParam,
  paymentStatusReply,
  pixReply,
  providerWebhookBody,
  providerWebhookParams,
  providerWebhookQuery,
  providerWebhookReply,
} from './purchases';

describe('payment replies keep every field the result pages read', () => {
  const order = { id: 'or_1', code: 'compra-7', status: 'pending', purchase_id: 7, purchase_status: 'pendente', total: 25.5 };
  const checkouts = [
    { id: 'chk_1', payment_url: 'https://pay/1', status: 'open', expires_at: '2026-11-25T10:00:00Z' },
    { id: 'chk_2', payment_url: 'https://pay/2', expires_at: null },
  ];

  it('keeps the order, the checkout link, the PIX code and the card reply as sent', () => {
    const link = { ...order, checkout_url: 'https://pay/1', url: 'https://pay/1', checkouts };
    expect(paymentLinkReply.parse(link)).toEqual(link);
    const pix = { ...order, qr_code: '000201...', qr_code_url: 'data:image/png;base64,AA', expires_at: '2026-11-25T10:00:00Z' };
    expect(pixReply.parse(pix)).toEqual(pix);
    for (const purchase_status of ['pendente', 'aprovado', 'falhou', 'cancelado']) {
      expect(creditReply.parse({ ...order, purchase_status })).toEqual({ ...order, purchase_status });
    }
    expect(creditReply.safeParse({ ...order, purchase_status: 'pago' }).success).toBe(false);
    expect(creditReply.safeParse({ ...order, purchase_id: 7.5 }).success).toBe(false);
  });

  it('keeps the payment status, with or without the review reason', () => {
    const status = {
      id: null,
      code: 'compra-7',
      purchase_id: 7,
      event_id: 2,
      status: 'aprovado',
      provider_status: 'paid',
      quantidade: 3,
      cards_count: 2,
      cards_ready: false,
      total: 30,
      review_reason: 'Valor pago (R$ 5,00) diferente do total (R$ 30,00).',
    };
    expect(paymentStatusReply.parse(status)).toEqual(status);
    const { review_reason: _, ...unheld } = status;
    expect(paymentStatusReply.parse(unheld)).toEqual(unheld);
    expect(paymentStatusParam.parse({ id: ' or_1 ' })).toEqual({ id: 'or_1' });
    for (const id of ['', 'x'.repeat(65)]) expect(paymentStatusParam.safeParse({ id }).success).toBe(false);
    expect(paymentStatusParam.parse({ id: 'x'.repeat(64) }).id).toHaveLength(64);
  });

  it('keeps a purchase of Minhas Compras with its cards, for each way of paying', () => {
    const purchase = {
      id: 7,
      quantidade: 1,
      createdAt: '2026-11-20T12:00:00Z',
      status: 'aprovado',
      payment_id: 'or_1',
      payment_method: 'pix',
      event_id: 2,
      event_name: 'Bingo de Natal',
      unit_price: 10,
      discount: 1,
      total: 9,
      cards: [{ id: 40, numbers: [1, 16, 31, 46, 61] }],
    };
    for (const payment_method of ['checkout', 'pix', 'credit_card']) {
      expect(myPurchaseSchema.parse({ ...purchase, payment_method })).toEqual({ ...purchase, payment_method });
    }
    expect(myPurchaseSchema.safeParse({ ...purchase, payment_method: 'boleto' }).success).toBe(false);
  });
});

describe('provider webhook', () => {
  const delivery = { id: 'hook_1', type: 'order.paid', created_at: '2026-11-20T12:00:00Z', data: { id: 'or_1' }, account: { id: 'acc' } };

  it('takes a delivery with its extra fields, and refuses ids and types empty or past 64 characters', () => {
    expect(providerWebhookBody.parse(delivery)).toEqual(delivery);
    for (const bad of [{ id: '' }, { id: 'x'.repeat(65) }, { type: '' }, { type: 'x'.repeat(65) }, { created_at: 'x'.repeat(41) }]) {
      expect(providerWebhookBody.safeParse({ ...delivery, ...bad }).success).toBe(false);
    }
    expect(
      providerWebhookBody.safeParse({ ...delivery, id: 'x'.repeat(64), type: 'x'.repeat(64), created_at: 'x'.repeat(40) }).success,
    ).toBe(true);
  });

  it('takes the token from the query or the path, up to 200 characters', () => {
    expect(providerWebhookQuery.parse({})).toEqual({});
    expect(providerWebhookQuery.parse({ token: 't'.repeat(200) }).token).toHaveLength(200);
    expect(providerWebhookQuery.safeParse({ token: 't'.repeat(201) }).success).toBe(false);
    expect(providerWebhookParams.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(providerWebhookParams.safeParse({ token: 't'.repeat(201) }).success).toBe(false);
  });

  it('answers each outcome of a delivery', () => {
    for (const outcome of ['processed', 'unchanged', 'stale', 'duplicate', 'unknown', 'ignored', 'review']) {
      expect(providerWebhookReply.parse({ received: true, outcome })).toEqual({ received: true, outcome });
    }
    expect(providerWebhookReply.safeParse({ received: true, outcome: 'other' }).success).toBe(false);
  });
});
