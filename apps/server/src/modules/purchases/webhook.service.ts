import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider, WebhookEvent } from '../../payments/types';
import type { PurchaseSettlement, SettleOutcome } from './settlement';
import { WebhookEventsRepository } from './webhook-events.repository';

export type WebhookOutcome = SettleOutcome | 'ignored';

/** The order a delivery is about: `data` is the order for order.* events, a charge for charge.* ones. */
export function orderIdOf(event: Pick<WebhookEvent, 'type' | 'data'>): string | null {
  const { data } = event;
  let candidate: unknown;
  if (event.type.startsWith('order.')) candidate = data.id;
  else if (event.type.startsWith('charge.')) candidate = (data.order as { id?: unknown } | undefined)?.id ?? data.order_id;
  return typeof candidate === 'string' && candidate.length > 0 && candidate.length <= 64 ? candidate : null;
}

/** Handles an authenticated delivery (the route checked the token and signature). */
export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly settlement: PurchaseSettlement,
  ) {}

  async handle(event: WebhookEvent): Promise<WebhookOutcome> {
    const hooks = new WebhookEventsRepository(this.db);
    const orderId = orderIdOf(event);
    if (orderId === null) {
      await hooks.record(event.id, null, event.type);
      return 'ignored';
    }
    // A cheap early exit for redeliveries; the authoritative check is inside the settling transaction.
    if (await hooks.seen(event.id)) return 'duplicate';
    // The delivery only says which order changed: what it became is read from the provider, with our key.
    let order;
    try {
      order = await this.provider.getOrder(orderId);
    } catch (err) {
      // An order the provider does not know will not appear by retrying: record it and move on.
      if (err instanceof AppError && err.status === 404) {
        await hooks.record(event.id, orderId, event.type);
        return 'unknown';
      }
      throw err;
    }
    return (await this.settlement.apply(order, { source: 'webhook', hook: { id: event.id, type: event.type } })).outcome;
  }
}
