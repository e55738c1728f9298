import {
  errorSchema,
  providerWebhookBody,
  providerWebhookParams,
  providerWebhookQuery,
  providerWebhookReply,
  purchaseMessages,
} from '@bingo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { webhookToken } from '../../payments/provider';
import { PAGARME_JWKS_URL, WebhookSignatureVerifier, sameSecret } from '../../payments/webhook-signature';

/**
 * POST /api/pagarme/webhook?token=<PAGARME_WEBHOOK_TOKEN>, or /api/pagarme/webhook/<token> for a
 * dashboard that refuses a query string (the request log hides either). Authentic when the token matches and,
 * if the delivery is signed, the RS256 signature checks out against the JWKS. Setting
 * PAGARME_JWKS_URL also makes the signature mandatory; without it a signature that comes is still
 * checked, against Pagar.me's published keys. With the fake provider nothing is ever signed (its
 * checkout page calls us with the token alone), so no keys are fetched from anywhere: the token is
 * the whole check.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = webhookToken(app.env);
  const verifier = app.payments.name === 'pagarme' ? new WebhookSignatureVerifier(app.env.PAGARME_JWKS_URL ?? PAGARME_JWKS_URL) : null;
  const signatureRequired = verifier !== null && Boolean(app.env.PAGARME_JWKS_URL);
  const { webhooks } = app.services;
  const unauthorized = () => new AppError(401, purchaseMessages.webhookUnauthorized);

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

  const schema = {
    tags: ['payments'],
    summary: 'Notificações do provedor de pagamento (token na URL; assinatura RS256 quando enviada)',
    body: providerWebhookBody,
    response: { 200: providerWebhookReply, 401: errorSchema },
  };
  /** The token from the path segment or, failing that, the query string. */
  const givenToken = (request: FastifyRequest): string | undefined => {
    const fromPath = (request.params as Record<string, unknown> | undefined)?.token;
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
    const given = fromPath ?? fromQuery;
    return typeof given === 'string' ? given : undefined;
  };
  /** The delivery's hook id, for the log only (the body is not validated yet). */
  const hookOf = (request: FastifyRequest): string | undefined => {
    const hook = (request.body as { id?: unknown } | undefined)?.id;
    return typeof hook === 'string' ? hook.slice(0, 64) : undefined;
  };
  const guards = {
    config: { access: 'public' as const },
    // The token is checked before the body is even read: a stranger learns nothing about the
    // body we expect (a 400 would list its fields), only that they are not let in.
    onRequest: async (request: FastifyRequest) => {
      if (!sameSecret(givenToken(request), token)) throw unauthorized();
    },
    // Then the signature, over the raw bytes, still before the body's fields are validated.
    preValidation: async (request: FastifyRequest) => {
      if (!verifier) return;
      const header = request.headers['x-webhook-asymmetric-signature'];
      const signature = await verifier.check(typeof header === 'string' ? header : undefined, rawBodies.get(request) ?? Buffer.alloc(0));
      if (signature === 'unverifiable') {
        // The token already vouches for the sender, and nothing is acted on before the order is
        // re-read from the provider with our secret key: refusing (a 503, redelivered for hours)
        // would only delay real payments while the provider's key host is down.
        request.log.warn({ hook: hookOf(request) }, 'webhook aceito sem conferir a assinatura: as chaves (JWKS) não puderam ser obtidas');
        return;
      }
      if (signature === 'invalid' || (signature === 'absent' && signatureRequired)) {
        request.log.warn({ hook: hookOf(request), signature }, 'webhook recusado');
        throw unauthorized();
      }
    },
  };

  app.post(
    '/pagarme/webhook',
    { ...guards, schema: { operationId: 'receivePaymentWebhook', ...schema, querystring: providerWebhookQuery } },
    async (request) => ({
      received: true,
      outcome: await webhooks.handle(request.body),
    }),
  );
  app.post(
    '/pagarme/webhook/:token',
    {
      ...guards,
      schema: {
        operationId: 'receivePaymentWebhookByPath',
        ...schema,
        summary: `${schema.summary}; o token como parte do caminho`,
        params: providerWebhookParams,
      },
    },
    async (request) => ({ received: true, outcome: await webhooks.handle(request.body) }),
  );
};
