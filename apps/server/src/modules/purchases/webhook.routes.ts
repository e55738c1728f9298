import { errorSchema, providerWebhookBody, providerWebhookQuery, providerWebhookReply, purchaseMessages } from '@bingo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { webhookToken } from '../../payments/provider';
import { PAGARME_JWKS_URL, WebhookSignatureVerifier, sameSecret } from '../../payments/webhook-signature';
import { PurchaseSettlement } from './settlement';
import { WebhookService } from './webhook.service';

/**
 * POST /api/pagarme/webhook?token=<PAGARME_WEBHOOK_TOKEN>. Authentic when the token matches and,
 * if the delivery is signed, the RS256 signature checks out against the JWKS. Setting
 * PAGARME_JWKS_URL also makes the signature mandatory; without it a signature that comes is still
 * checked, against Pagar.me's published keys.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = webhookToken(app.env);
  const verifier = new WebhookSignatureVerifier(app.env.PAGARME_JWKS_URL ?? PAGARME_JWKS_URL);
  const signatureRequired = Boolean(app.env.PAGARME_JWKS_URL);
  const webhooks = new WebhookService(app.db, app.payments, new PurchaseSettlement(app.database, app.log));

  // The signature covers the exact bytes sent, so this route (only) keeps the raw body.
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch (err) {
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/pagarme/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Notificações do provedor de pagamento (token na URL; assinatura RS256 quando enviada)',
        querystring: providerWebhookQuery,
        body: providerWebhookBody,
        response: { 200: providerWebhookReply, 401: errorSchema },
      },
    },
    async (request) => {
      const unauthorized = () => new AppError(401, purchaseMessages.webhookUnauthorized);
      if (!sameSecret(request.query.token, token)) throw unauthorized();
      const header = request.headers['x-webhook-asymmetric-signature'];
      const signature = await verifier.check(typeof header === 'string' ? header : undefined, rawBodies.get(request) ?? Buffer.alloc(0));
      if (signature === 'invalid' || (signature === 'absent' && signatureRequired)) {
        request.log.warn({ hook: request.body.id, signature }, 'webhook recusado');
        throw unauthorized();
      }
      return { received: true, outcome: await webhooks.handle(request.body) };
    },
  );
};
