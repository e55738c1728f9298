/**
 * Our own types for the parts of the Pagar.me core v5 API we use (docs/reference/pagarme-v5.md):
 * the npm SDK validates replies too strictly for checkout orders, so we keep plain fetch and these.
 */

export type OrderStatus = 'pending' | 'processing' | 'paid' | 'canceled' | 'failed';

export interface Phone {
  country_code: string;
  area_code: string;
  number: string;
}

export interface CustomerRequest {
  name: string;
  email: string;
  type: 'individual';
  /** Digits only. */
  document: string;
  document_type: 'CPF';
  phones: { mobile_phone: Phone };
}

/** A Brazilian address in the provider's shape (a card's billing address). */
export interface Address {
  /** Street, number and neighbourhood. */
  line_1: string;
  line_2?: string | undefined;
  /** 8 digits. */
  zip_code: string;
  city: string;
  /** The state's two letters (UF). */
  state: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface OrderItem {
  /** Unit price in centavos. */
  amount: number;
  description: string;
  quantity: number;
  code: string;
}

export interface CheckoutPayment {
  payment_method: 'checkout';
  amount: number;
  checkout: {
    /** Minutes. */
    expires_in: number;
    accepted_payment_methods: ('credit_card' | 'pix')[];
    success_url: string;
    skip_checkout_success_page: boolean;
    customer_editable: boolean;
    billing_address_editable: boolean;
    /** statement_descriptor only when configured (PAGARME_STATEMENT_DESCRIPTOR). */
    credit_card: { capture: boolean; statement_descriptor?: string; installments: { number: number; total: number }[] };
    /** Required whenever pix is accepted; seconds. */
    pix: { expires_in: number };
  };
}

export interface PixPayment {
  payment_method: 'pix';
  amount: number;
  /** Seconds. */
  pix: { expires_in: number };
}

export interface CreditCardPayment {
  payment_method: 'credit_card';
  amount: number;
  credit_card: {
    installments: number;
    capture: boolean;
    statement_descriptor?: string;
    card_token: string;
    /** The token carries no billing address; the provider wants it beside the token. */
    card: { billing_address: Address };
  };
}

export type PaymentRequest = CheckoutPayment | PixPayment | CreditCardPayment;

/** POST /orders body. */
export interface CreateOrderRequest {
  code: string;
  items: OrderItem[];
  customer: CustomerRequest;
  payments: [PaymentRequest];
  /** The provider keeps metadata as strings only. */
  metadata: Record<string, string>;
  closed: boolean;
}

export interface Checkout {
  id: string;
  payment_url: string;
  status?: string;
  success_url?: string;
  expires_at?: string | null;
}

export interface Transaction {
  id?: string;
  transaction_type?: string;
  status?: string;
  qr_code?: string;
  qr_code_url?: string;
  expires_at?: string;
}

export interface Charge {
  id: string;
  status: string;
  payment_method?: string;
  amount?: number;
  /** Centavos that actually came in (the provider's charge.paid_amount); may differ from `amount`. */
  paid_amount?: number;
  currency?: string;
  last_transaction?: Transaction;
}

/** An order as POST /orders and GET /orders/{id} answer it (the fields we read). */
export interface Order {
  id: string;
  code: string;
  amount: number;
  currency?: string;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  items?: OrderItem[];
  metadata?: Record<string, string>;
  checkouts?: Checkout[];
  charges?: Charge[];
}

/** A webhook delivery: `data` is the order for order.* events, a charge for charge.* events. */
export interface WebhookEvent {
  id: string;
  type: string;
  created_at?: string;
  account?: { id: string; name?: string };
  data: Record<string, unknown>;
}

/** What every payment provider does for us; the fake one and Pagar.me both speak v5 shapes. */
export interface PaymentProvider {
  readonly name: 'fake' | 'pagarme';
  /** Creates an order; the key makes a repeated request (same attempt) return the same order. */
  createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<Order>;
  getOrder(id: string): Promise<Order>;
}
