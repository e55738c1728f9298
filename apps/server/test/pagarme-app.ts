import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createEvent } from './bingo-factories';
import { createUser, type TestUser } from './factories';
import type { OrderDraft } from '../src/payments/order-request';
import { PagarmeStub } from './pagarme-stub';

export const PAGARME_SECRET = 'sk_test_chave_secreta';

/** What buildOrderRequest is given for a purchase of 2 cards at R$ 12,50 on the hosted checkout. */
export const orderDraft = (change: Partial<OrderDraft> = {}): OrderDraft => ({
  code: 'compra-1',
  eventName: 'Bingo Real',
  quantidade: 2,
  unitCents: 1250,
  totalCents: 2500,
  discountCents: 0,
  buyer: { name: 'Maria Compradora', email: 'maria@teste.com', cpf: '52998224725', phone: '11987654321' },
  metadata: {},
  payment: { method: 'checkout', successUrl: 'https://bingo.test/sucesso?order_id=compra-1', expiresInMinutes: 60 },
  ...change,
});

/** The settings of an app on the Pagar.me adapter, its API at `apiUrl` (a PagarmeStub's, or nothing listening). */
export function pagarmeEnv(apiUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'pagarme',
    PUBLIC_URL: 'https://bingo.test',
    PAGARME_SECRET_KEY: PAGARME_SECRET,
    PAGARME_API_URL: apiUrl,
    PAGARME_WEBHOOK_TOKEN: 'token-do-webhook-real-123',
    ...extra,
  };
}

/**
 * For the tests of one file: an app on the Pagar.me adapter against a fresh PagarmeStub, with a
 * night in progress ("Bingo Real", cards at R$ 12,50). Each test gets the stub's requests emptied
 * and a buyer of its own (one buyer may hold only 3 pending purchases).
 */
export function usePagarmeApp(): { stub: PagarmeStub; ctx: TestContext; buyer: TestUser } {
  const world = {} as { stub: PagarmeStub; ctx: TestContext; buyer: TestUser };
  beforeAll(async () => {
    world.stub = await new PagarmeStub().start();
    world.ctx = await createTestApp(pagarmeEnv(world.stub.url));
    await createEvent(world.ctx, { name: 'Bingo Real', status: 'em_andamento', cardPrice: 12.5 });
  });
  afterAll(async () => {
    await world.ctx.close();
    await world.stub.stop();
  });
  beforeEach(async () => {
    world.stub.requests.length = 0;
    world.buyer = await createUser(world.ctx);
  });
  return world;
}
