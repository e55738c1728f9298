import type { Address, CreateOrderRequest, PaymentRequest, Phone } from './types';

export interface OrderDraft {
  /** Our reference: compra-<purchase id>. */
  code: string;
  eventName: string;
  quantidade: number;
  unitCents: number;
  totalCents: number;
  discountCents: number;
  buyer: { name: string; email: string; cpf: string; phone: string };
  metadata: Record<string, string | number | null | undefined>;
  /**
   * What the card statement shows (PAGARME_STATEMENT_DESCRIPTOR, at most 13 characters, checked
   * at start); absent, the field is left out and the account's own descriptor applies.
   */
  statementDescriptor?: string | undefined;
  payment:
    | { method: 'checkout'; successUrl: string; expiresInMinutes: number }
    | { method: 'pix'; expiresInMinutes: number }
    | { method: 'credit_card'; cardToken: string; billingAddress: Address };
}

/** Brazilian mobile phone as the provider wants it: 55, the area code (first 2 digits), the rest. */
export function splitPhone(digits: string): Phone {
  return { country_code: '55', area_code: digits.slice(0, 2), number: digits.slice(2) };
}

/** Metadata values as strings (the provider's type); absent values are left out. */
export function stringMetadata(metadata: OrderDraft['metadata']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) if (value !== null && value !== undefined && value !== '') out[key] = String(value);
  return out;
}

function payment(draft: OrderDraft): PaymentRequest {
  const amount = draft.totalCents;
  const descriptor = draft.statementDescriptor ? { statement_descriptor: draft.statementDescriptor } : {};
  switch (draft.payment.method) {
    case 'checkout':
      return {
        payment_method: 'checkout',
        amount,
        checkout: {
          expires_in: draft.payment.expiresInMinutes,
          accepted_payment_methods: ['credit_card', 'pix'],
          success_url: draft.payment.successUrl,
          skip_checkout_success_page: true,
          customer_editable: false,
          // Card payments need a billing address and we send none: the buyer types it on the
          // provider's page (docs/decisions/009).
          billing_address_editable: true,
          credit_card: { capture: true, ...descriptor, installments: [{ number: 1, total: amount }] },
          pix: { expires_in: draft.payment.expiresInMinutes * 60 },
        },
      };
    case 'pix':
      return { payment_method: 'pix', amount, pix: { expires_in: draft.payment.expiresInMinutes * 60 } };
    case 'credit_card':
      return {
        payment_method: 'credit_card',
        amount,
        credit_card: {
          installments: 1,
          capture: true,
          ...descriptor,
          card_token: draft.payment.cardToken,
          // The token carries the card, not its billing address, which card payments require.
          card: { billing_address: draft.payment.billingAddress },
        },
      };
  }
}

/**
 * The POST /orders body of a purchase. The items must add up to the payment's amount and an order
 * has no discount field, so a discounted purchase is one line at its discounted total.
 */
export function buildOrderRequest(draft: OrderDraft): CreateOrderRequest {
  const items =
    draft.discountCents === 0
      ? [
          {
            amount: draft.unitCents,
            description: `Cartela - ${draft.eventName}`.slice(0, 256),
            quantity: draft.quantidade,
            code: 'cartela',
          },
        ]
      : [
          {
            amount: draft.totalCents,
            description: `${draft.quantidade} cartela(s) com desconto - ${draft.eventName}`.slice(0, 256),
            quantity: 1,
            code: 'cartelas',
          },
        ];
  return {
    code: draft.code,
    items,
    customer: {
      name: draft.buyer.name,
      email: draft.buyer.email,
      type: 'individual',
      document: draft.buyer.cpf,
      document_type: 'CPF',
      phones: { mobile_phone: splitPhone(draft.buyer.phone) },
    },
    payments: [payment(draft)],
    metadata: stringMetadata(draft.metadata),
    closed: true,
  };
}
