import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Charge, CreateOrderRequest, Order, WebhookEvent } from '../src/payments/types';
import { orderErrors } from './pagarme-stub-rules';

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
/**
 * A queued answer: `body` as JSON, or `raw` text sent as it is (a proxy's HTML page, a broken
 * reply), after `delayMs` when given (a provider too slow for our timeout).
 */
type Reply = { status: number; body?: unknown; raw?: string; delayMs?: number };

export interface StubOptions {
  /** Like the sandbox's PIX simulator: a PIX order of at most R$ 500,00 is paid this long after it is made. */
  autoPayPixAfterMs?: number;
}

/**
 * A local stand-in for the Pagar.me v5 API, answering in its documented shapes: POST /orders makes
 * an order (checkout, PIX or card), GET /orders/{id} reads it. It says no like the real one: a call
 * without a secret key in Basic auth gets 401, a body that breaks a rule of pagarme-stub-rules.ts
 * gets 422 `{message, errors}`. Tests queue other answers (errors, 429) with `failNext`, and
 * change an order as the provider would with `setStatus` or `update`.
 */
export class PagarmeStub {
  readonly requests: StubRequest[] = [];
  readonly orders = new Map<string, Order>();
  /** The copy-and-paste code of the next PIX orders (a test may make it too long for a QR image). */
  pixCode = '00020101021226...';
  private readonly queued: Reply[] = [];
  private server!: http.Server;
  private count = 0;
  private hooks = 0;
  url = '';

  constructor(private readonly options: StubOptions = {}) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const request = {
          method: req.method!,
          path: req.url!.replace(/^\/core\/v5/, ''),
          headers: req.headers,
          body: raw ? (JSON.parse(raw) as unknown) : undefined,
        };
        this.requests.push(request);
        const reply = this.queued.shift() ?? this.answer(request);
        const send = () => res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.raw ?? JSON.stringify(reply.body));
        if (reply.delayMs === undefined) send();
        else setTimeout(send, reply.delayMs).unref();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/core/v5`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  failNext(...replies: Reply[]): void {
    this.queued.push(...replies);
  }

  setStatus(id: string, status: Order['status']): Order {
    return this.update(id, { status });
  }

  /** Changes an order as the provider would, a second later (e.g. paid, with what its charge took in). */
  update(id: string, change: Partial<Order>): Order {
    const order = this.orders.get(id)!;
    const next = { ...order, ...change, updated_at: new Date(Date.parse(order.updated_at) + 1000).toISOString() };
    this.orders.set(id, next);
    return next;
  }

  /** Pays an order as the provider does: the order `paid`, its charge `paid` with what came in. */
  pay(id: string): Order {
    const order = this.orders.get(id)!;
    return this.update(id, { status: 'paid', charges: [{ ...this.chargeOf(order), status: 'paid', paid_amount: order.amount }] });
  }

  /**
   * The merchant refunds a paid order. The provider refunds by cancelling the charge (docs "pix":
   * "to refund a PIX payment, cancel the charge"): the charge becomes `canceled`, its last
   * transaction `refunded`, and the order, with no charge left paid, `canceled`. It then sends
   * `charge.refunded` (data: the charge, with its order) and `order.canceled` (data: the order).
   */
  refund(id: string): WebhookEvent[] {
    const order = this.orders.get(id)!;
    const charge = this.chargeOf(order);
    const refunded: Charge = { ...charge, status: 'canceled', last_transaction: { ...charge.last_transaction, status: 'refunded' } };
    const next = this.update(id, { status: 'canceled', charges: [refunded] });
    return [this.chargeEvent('charge.refunded', next, refunded), this.event('order.canceled', next)];
  }

  /**
   * The card holder disputes a paid charge: the charge becomes `chargedback` and the order stays
   * `paid` (docs "Chargeback - Novo status na Cobrança": a charge status, PSP accounts). Whether the
   * order's updated_at moves is not documented; here it does not, the harder case for us. The
   * provider sends `charge.chargedback` (data: the charge, with its order).
   */
  chargeback(id: string): WebhookEvent[] {
    const order = this.orders.get(id)!;
    const disputed: Charge = { ...this.chargeOf(order), status: 'chargedback', last_transaction: { status: 'chargedback' } };
    const next = { ...order, charges: [disputed] };
    this.orders.set(id, next);
    return [this.chargeEvent('charge.chargedback', next, disputed)];
  }

  /** The envelope of a delivery (docs "exemplo de webhook"): `data` is the order for order.* events. */
  event(type: string, data: object): WebhookEvent {
    const id = `hook_stub${++this.hooks}`;
    return { id, account: { id: 'acc_stub', name: 'Conta de teste' }, type, created_at: new Date().toISOString(), data: { ...data } };
  }

  /** A charge.* delivery: `data` is the charge, carrying its order (WooCommerce reads data.order). */
  private chargeEvent(type: string, order: Order, charge: Charge): WebhookEvent {
    const { id, code, amount, currency, status, created_at, updated_at, metadata } = order;
    return this.event(type, { ...charge, order: { id, code, amount, currency, status, created_at, updated_at, metadata } });
  }

  /** The order's charge: the one it has, or the one a paid checkout order would have by now. */
  private chargeOf(order: Order): Charge {
    return (
      order.charges?.[0] ?? {
        id: `ch_${order.id}`,
        status: 'paid',
        payment_method: 'credit_card',
        amount: order.amount,
        currency: 'BRL',
        last_transaction: { transaction_type: 'credit_card', status: 'captured' },
      }
    );
  }

  private answer(request: StubRequest): Reply {
    const key = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const user = key ? Buffer.from(key, 'base64').toString('utf8') : '';
    if (!/^sk_(test_)?\w+:$/.test(user)) return { status: 401, body: { message: 'Authorization has been denied for this request.' } };
    if (request.method === 'GET') {
      const order = this.orders.get(decodeURIComponent(request.path.replace('/orders/', '')));
      return order ? { status: 200, body: order } : { status: 404, body: { message: 'Order not found' } };
    }
    if (request.method !== 'POST' || request.path !== '/orders')
      return { status: 404, body: { message: 'No HTTP resource was found that matches the request URI.' } };
    const errors = orderErrors(request.body);
    if (Object.keys(errors).length > 0) return { status: 422, body: { message: 'The request is invalid.', errors } };
    const body = request.body as CreateOrderRequest;
    const payment = body.payments[0];
    const id = `or_stub${++this.count}`;
    const now = new Date().toISOString();
    const order: Order = {
      id,
      code: body.code,
      amount: payment.amount,
      currency: 'BRL',
      status: 'pending',
      created_at: now,
      updated_at: now,
      items: body.items,
      metadata: body.metadata,
    };
    if (payment.payment_method === 'checkout') {
      order.checkouts = [
        {
          id: `chk_stub${this.count}`,
          payment_url: `https://pagar.me/checkout/${id}`,
          status: 'open',
          success_url: payment.checkout.success_url,
          // The checkout's expires_in is in minutes (SDK CreateCheckoutPaymentRequest; docs sample 120).
          expires_at: new Date(Date.now() + payment.checkout.expires_in * 60_000).toISOString(),
        },
      ];
    } else if (payment.payment_method === 'pix') {
      // The real qr_code_url is an https image on the provider's host (not a data: URL).
      const last_transaction = {
        transaction_type: 'pix',
        status: 'waiting_payment',
        qr_code: this.pixCode,
        qr_code_url: 'https://api.pagar.me/core/v5/transactions/tran_1/qrcode',
        // A direct PIX's expires_in is in seconds (docs "pix"; SDK CreatePixPaymentRequest).
        expires_at: new Date(Date.now() + payment.pix.expires_in * 1000).toISOString(),
      };
      order.charges = [{ id: `ch_stub${this.count}`, status: 'pending', payment_method: 'pix', amount: payment.amount, last_transaction }];
      const delay = this.options.autoPayPixAfterMs;
      if (delay !== undefined && payment.amount <= 50_000) {
        setTimeout(
          () => this.update(id, { status: 'paid', charges: [{ ...order.charges![0]!, status: 'paid', paid_amount: payment.amount }] }),
          delay,
        ).unref();
      }
    } else {
      order.status = 'paid';
      order.charges = [
        {
          id: `ch_stub${this.count}`,
          status: 'paid',
          payment_method: 'credit_card',
          last_transaction: { transaction_type: 'credit_card', status: 'captured' },
        },
      ];
    }
    this.orders.set(id, order);
    return { status: 200, body: order };
  }
}
