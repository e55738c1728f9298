import { purchaseMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { toAppError } from './pagarme-errors';

const mapped = (...fields: string[]) => {
  const err = toAppError(422, fields);
  return { status: err.status, message: err.message };
};

// Issue 22.7: only the buyer's own card is blamed on the buyer.
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
