import { purchaseMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { jsonLog } from '../../test/json-log';
import { providerFailure, toAppError } from './pagarme-errors';

const mapped = (...fields: string[]) => {
  const err = toAppError(422, fields);
  return { status: err.status, message: err.message };
};

// Only the buyer's own card is blamed on the buyer.
describe('a 422 of the provider as the buyer reads it', () => {
  it('blames the card only for the card token, card id or card data of a direct card payment', () => {
    const card = { status: 400, message: purchaseMessages.cardRefused };
    expect(mapped('order.payments[0].credit_card.card_token')).toEqual(card);
    expect(mapped('order.payments[0].credit_card.card.billing_address.zip_code')).toEqual(card);
    expect(mapped('payments[0].credit_card.card_id')).toEqual(card);
  });

  it('maps a configuration error under checkout.credit_card (or credit_card settings) to "the provider refused"', () => {
    const ours = { status: 502, message: purchaseMessages.providerRefused };
    expect(mapped('order.payments[0].checkout.credit_card.statement_descriptor')).toEqual(ours);
    expect(mapped('order.payments[0].checkout.credit_card.installments[0].total')).toEqual(ours);
    expect(mapped('order.payments[0].checkout.billing_address')).toEqual(ours);
    expect(mapped('order.payments[0].credit_card.statement_descriptor')).toEqual(ours);
    expect(mapped('order.payments[0].checkout.customer_editable')).toEqual(ours);
  });

  it("still names the buyer's data for the order's customer fields", () => {
    expect(mapped('order.customer.name')).toEqual({ status: 400, message: purchaseMessages.customerRefused });
    expect(mapped('order.customer.phones.mobile_phone.number')).toEqual({ status: 400, message: purchaseMessages.customerRefused });
  });
});

describe('a refused call by its HTTP status', () => {
  it('is "busy" for 429, "order not found" for 404, and "unavailable" for a wrong key (401, 403) or an outage (5xx)', () => {
    const as = (status: number) => {
      const err = toAppError(status, []);
      return { status: err.status, message: err.message };
    };
    expect(as(429)).toEqual({ status: 503, message: purchaseMessages.providerBusy });
    expect(as(404)).toEqual({ status: 404, message: purchaseMessages.orderNotFound });
    for (const status of [401, 403, 500, 503]) expect(as(status)).toEqual({ status: 502, message: purchaseMessages.providerUnavailable });
  });
});

/** The provider's answer to a POST /orders, as providerFailure reads it, and the one log line it writes. */
async function refused(status: number, body: ConstructorParameters<typeof Response>[0]) {
  const { log, records } = jsonLog();
  const err = await providerFailure(new Response(body, { status }), { method: 'POST', path: '/orders', log });
  expect(records()).toHaveLength(1);
  return { err, record: records()[0]! };
}

// Operators read these lines: a refusal that is our fault (wrong key, provider down) must page
// someone (error); a refused purchase (the buyer's data, a business rule) is routine (warn).
describe('the log line of a refused call', () => {
  it('is an error for a wrong key (401, 403) or a provider failure (5xx), with what the provider said', async () => {
    for (const status of [401, 403, 500, 503]) {
      const { record } = await refused(status, JSON.stringify({ message: 'Authorization has been denied for this request.' }));
      expect(record, String(status)).toEqual({
        level: 50,
        time: expect.any(Number),
        msg: 'Pagar.me recusou a chamada',
        provider: 'pagarme',
        status,
        method: 'POST',
        path: '/orders',
        message: 'Authorization has been denied for this request.',
      });
    }
  });

  it('is a warning for a refusal of the purchase itself (400, 404, 412, 422, 429), with the fields the provider named', async () => {
    const errors = { 'order.customer.document': ['The document field is invalid.'] };
    for (const status of [400, 404, 412, 422, 429, 499]) {
      const { record } = await refused(status, JSON.stringify({ message: 'The request is invalid.', errors }));
      expect(record, String(status)).toMatchObject({
        level: 40,
        msg: 'Pagar.me recusou a chamada',
        provider: 'pagarme',
        status,
        method: 'POST',
        path: '/orders',
        message: 'The request is invalid.',
        errors,
      });
    }
  });

  it("keeps the first 500 characters of an answer that is not the provider's JSON (a proxy's page, a bare string)", async () => {
    const page = `<html><body>${'Bad Gateway '.repeat(60)}</body></html>`;
    expect((await refused(502, page)).record.raw).toBe(page.slice(0, 500));
    // JSON, but not an object: still kept as text, never read as {message, errors}.
    expect((await refused(502, '"Service Unavailable"')).record.raw).toBe('"Service Unavailable"');
    expect((await refused(502, 'null')).record.raw).toBe('null');
    const long = JSON.stringify('x'.repeat(600));
    expect((await refused(502, long)).record.raw).toBe(long.slice(0, 500));
  });

  it('still maps an answer whose body breaks off, logging no text for it', async () => {
    const broken = new ReadableStream({ start: (controller) => controller.error(new Error('socket hang up')) });
    const { err, record } = await refused(503, broken);
    expect({ status: err.status, message: err.message }).toEqual({ status: 502, message: purchaseMessages.providerUnavailable });
    expect(record).toMatchObject({ level: 50, status: 503, raw: '' });
  });
});
