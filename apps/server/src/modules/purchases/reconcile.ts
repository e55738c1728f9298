import type { PaymentProvider } from '../../payments/types';
import type { PurchaseSettlement, SettleResult } from './settlement';

/**
 * Asks the provider for an order now and settles what it answers exactly as a webhook would (the
 * same decision, lock and history). The result pages use it when a webhook is late; an admin's
 * "Verificar pagamento" uses it when one was lost. Provider failures are the caller's to judge.
 */
export async function reconcileOrder(
  provider: PaymentProvider,
  settlement: PurchaseSettlement,
  orderId: string,
  source: 'reconcile' | 'verify',
): Promise<SettleResult> {
  const order = await provider.getOrder(orderId);
  return settlement.apply(order, { source });
}
