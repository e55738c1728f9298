import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { FakeProvider } from './fake';
import { PagarmeProvider } from './pagarme';
import type { PaymentProvider } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/**
 * The secret in the webhook URL. The fake provider needs one too (its page calls our webhook the
 * way the provider does); without a configured token it derives one from JWT_SECRET, which every
 * process shares.
 */
export function webhookToken(env: Pick<Env, 'PAGARME_WEBHOOK_TOKEN' | 'JWT_SECRET'>): string {
  return env.PAGARME_WEBHOOK_TOKEN ?? crypto.createHmac('sha256', env.JWT_SECRET).update('fake-webhook-token').digest('base64url');
}

/** The configured payment provider (PAYMENT_PROVIDER), for the purchase and webhook routes. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const env = app.env;
    const provider: PaymentProvider =
      env.PAYMENT_PROVIDER === 'pagarme'
        ? new PagarmeProvider({ apiUrl: env.PAGARME_API_URL, secretKey: env.PAGARME_SECRET_KEY!, log: app.log })
        : new FakeProvider(app.database, env.PUBLIC_URL);
    app.decorate('payments', provider);
  },
  // Named so the services plugin can declare it; it reads app.env and app.database, decorated first.
  { name: 'payments' },
);
