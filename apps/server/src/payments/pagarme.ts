import { purchaseMessages } from '@bingo/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import { providerFailure, providerUnreachable, type CallContext } from './pagarme-errors';
import type { CreateOrderRequest, Order, PaymentProvider } from './types';

export interface PagarmeOptions {
  /** https://api.pagar.me/core/v5, or a local stub in the tests. */
  apiUrl: string;
  secretKey: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Pause before the one retry of a call that failed on the provider's side. */
  retryDelayMs?: number;
}

const ATTEMPTS = 2;

/** Pagar.me core v5 over plain fetch: Basic auth with the secret key, JSON both ways. */
export class PagarmeProvider implements PaymentProvider {
  readonly name = 'pagarme';
  private readonly baseUrl: string;
  private readonly authorization: string;

  constructor(private readonly options: PagarmeOptions) {
    this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    // The secret key is the user name; the password is empty.
    this.authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  }

  createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
    return this.call<Order>('POST', '/orders', request, idempotencyKey);
  }

  getOrder(id: string): Promise<Order> {
    return this.call<Order>('GET', `/orders/${encodeURIComponent(id)}`);
  }

  /**
   * One call, retried once when the provider failed on its side or did not answer. A retry is safe:
   * GETs change nothing, and a POST carries the attempt's Idempotency-Key, so the provider answers
   * the order it already made instead of making a second one.
   */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const ctx: CallContext = { method, path, log: this.options.log };
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let failure: AppError = new AppError(503, purchaseMessages.providerUnavailable);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 300));
      let res: Response;
      try {
        res = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        });
      } catch (err) {
        failure = providerUnreachable(err, ctx);
        continue;
      }
      if (res.ok) return this.json<T>(res, ctx);
      failure = await providerFailure(res, ctx);
      if (res.status < 500) break;
    }
    throw failure;
  }

  private async json<T>(res: Response, ctx: CallContext): Promise<T> {
    try {
      return (await res.json()) as T;
    } catch (err) {
      ctx.log.error({ provider: 'pagarme', method: ctx.method, path: ctx.path, err }, 'Pagar.me respondeu algo que não é JSON');
      throw new AppError(502, purchaseMessages.providerUnavailable);
    }
  }
}
