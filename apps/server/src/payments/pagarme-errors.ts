import { purchaseMessages } from '@bingo/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';

/** The provider's error body: `{message, errors: {"<field.path>": ["..."]}, request}`. */
export interface ProviderErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export interface CallContext {
  method: string;
  path: string;
  log: FastifyBaseLogger;
}

async function readBody(res: Response): Promise<ProviderErrorBody & { raw?: string }> {
  const raw = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ProviderErrorBody) : { raw: raw.slice(0, 500) };
  } catch {
    return { raw: raw.slice(0, 500) };
  }
}

/**
 * A refused call as the buyer should read it. The provider's own words (field paths, internal
 * messages) go to the log only: they mean nothing to a buyer and may describe our account.
 */
export async function providerFailure(res: Response, ctx: CallContext): Promise<AppError> {
  const body = await readBody(res);
  const details = {
    provider: 'pagarme',
    status: res.status,
    method: ctx.method,
    path: ctx.path,
    message: body.message,
    errors: body.errors,
    raw: body.raw,
  };
  const ours = res.status === 401 || res.status === 403 || res.status >= 500;
  if (ours) ctx.log.error(details, 'Pagar.me recusou a chamada');
  else ctx.log.warn(details, 'Pagar.me recusou a chamada');
  return toAppError(res.status, Object.keys(body.errors ?? {}));
}

/**
 * A field the buyer's card is behind: the token (or card id, or card data and its billing address)
 * of a direct card payment. Anything else under credit_card (descriptor, installments, capture),
 * and everything under checkout, is our own configuration: the buyer cannot fix it.
 */
const CARD_FIELD = /(^|\.)payments\[\d+\]\.credit_card\.(card_token|card_id|card)(\.|\[|$)/i;
/** The buyer's data we sent as the order's customer (not a checkout's configuration). */
const CUSTOMER_FIELD = /(^|\.)customer(\.|\[|$)/i;
const isCheckoutSetting = (field: string) => /(^|\.)checkout(\.|\[|$)/i.test(field);

export function toAppError(status: number, fields: string[]): AppError {
  if (status === 429) return new AppError(503, purchaseMessages.providerBusy);
  if (status === 404) return new AppError(404, purchaseMessages.orderNotFound);
  // A wrong key or a provider outage is not something the buyer can fix.
  if (status === 401 || status === 403 || status >= 500) return new AppError(502, purchaseMessages.providerUnavailable);
  if (fields.some((f) => CARD_FIELD.test(f))) return new AppError(400, purchaseMessages.cardRefused);
  if (fields.some((f) => CUSTOMER_FIELD.test(f) && !isCheckoutSetting(f))) return new AppError(400, purchaseMessages.customerRefused);
  return new AppError(502, purchaseMessages.providerRefused);
}

/** No answer at all (refused connection, DNS, timeout). */
export function providerUnreachable(err: unknown, ctx: CallContext): AppError {
  ctx.log.error({ provider: 'pagarme', method: ctx.method, path: ctx.path, err }, 'Pagar.me não respondeu');
  return new AppError(503, purchaseMessages.providerUnavailable);
}
