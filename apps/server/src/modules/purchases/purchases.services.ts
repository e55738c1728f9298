import type { AppDeps } from '../../lib/app-deps';
import { AdminPurchasesService } from './admin-purchases.service';
import { CheckoutService } from './checkout.service';
import { MyPurchasesService } from './my-purchases.service';
import { PaymentStatusService } from './payment-status.service';
import { PurchaseSettlement } from './settlement';
import { WebhookService } from './webhook.service';

/**
 * The purchases module's services, built once by the app (docs/decisions/039): one settlement
 * shared by the checkout, the payment status checks, the webhook and the admin's actions.
 */
export function purchasesServices(deps: AppDeps) {
  const settlement = new PurchaseSettlement(deps.database, deps.log);
  return {
    checkout: new CheckoutService({ db: deps.db, provider: deps.payments, settlement, env: deps.env, log: deps.log }),
    paymentStatuses: new PaymentStatusService(deps.db, deps.payments, settlement, deps.log),
    webhooks: new WebhookService(deps.db, deps.payments, settlement),
    adminPurchases: new AdminPurchasesService(deps.db, deps.payments, settlement),
    myPurchases: new MyPurchasesService(deps.db),
  };
}
