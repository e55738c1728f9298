import { describe, expect, it } from 'vitest';
import { orderDraft } from '../../test/pagarme-app';
import { orderErrors, STUB_LIMITS } from '../../test/pagarme-stub-rules';
import { buildOrderRequest } from './order-request';

// The API-level tests (pagarme.test.ts) show the body of real purchases; these cover what the
// event's name and the purchase's optional fields cannot reach through the API.
describe('the POST /orders body of a purchase', () => {
  it("cuts an item's description to the provider's 256 characters, at full price and discounted, so the order is still taken", () => {
    // Longer than any name the admin form takes: the body must stay valid whatever the name.
    const eventName = 'Noite beneficente '.repeat(20);
    const full = buildOrderRequest(orderDraft({ eventName }));
    const discounted = buildOrderRequest(orderDraft({ eventName, discountCents: 500, totalCents: 2000 }));
    for (const [body, prefix] of [
      [full, 'Cartela - Noite beneficente'],
      [discounted, '2 cartela(s) com desconto - Noite beneficente'],
    ] as const) {
      expect(body.items[0]!.description).toHaveLength(STUB_LIMITS.itemDescription);
      expect(body.items[0]!.description.startsWith(prefix)).toBe(true);
      expect(orderErrors(body)).toEqual({});
    }
  });

  it('sends metadata as strings and leaves absent or empty values out', () => {
    const body = buildOrderRequest(
      orderDraft({
        metadata: {
          purchase_id: 7,
          quantidade: 2,
          desconto: 0,
          event_name: 'Bingo Real',
          cupom: null,
          affiliate_code: undefined,
          full_name: '',
        },
      }),
    );
    expect(body.metadata).toEqual({ purchase_id: '7', quantidade: '2', desconto: '0', event_name: 'Bingo Real' });
  });
});
