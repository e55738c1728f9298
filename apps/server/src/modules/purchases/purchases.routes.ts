import {
  checkoutBody,
  creditBody,
  creditReply,
  errorSchema,
  myPurchaseSchema,
  paymentLinkReply,
  paymentStatusParam,
  paymentStatusReply,
  pixReply,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteAddress } from '../../lib/site-address';
import { z } from 'zod';
import { adminPurchaseRoutes } from './admin-purchases.routes';
import { signedIn } from '../users';

/** Checkouts one buyer may start in a minute, across the three routes together (docs/decisions/022). */
export const CHECKOUTS_PER_MINUTE = 10;

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, paymentStatuses: statuses, myPurchases } = app.services;
  const tags = ['payments'];
  await app.register(adminPurchaseRoutes);
  const failures = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema, 502: errorSchema, 503: errorSchema };
  /**
   * One budget for the three checkout routes, per signed-in buyer: a parish hall shares one address,
   * so the address would lump every buyer together. Route-level onRequest hooks run after the auth
   * plugin's (app-level) one, so request.auth is set here; an anonymous caller never gets this far.
   */
  const limitCheckouts = app.rateLimit({
    max: CHECKOUTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.auth ? `comprador:${request.auth.id}` : `ip:${request.ip}`),
  });

  app.post(
    '/pagarme/payment-link',
    {
      config: { access: 'user' },
      onRequest: limitCheckouts,
      schema: {
        operationId: 'createPaymentLink',
        tags,
        summary: 'Comprar cartelas do evento escolhido (event_id; sem ele, o ativo): cria a compra e o link do checkout do provedor',
        body: checkoutBody,
        response: { 200: paymentLinkReply, ...failures },
      },
    },
    async (request) => checkout.paymentLink(signedIn(request).id, request.body, siteAddress(app.env, request)),
  );

  app.post(
    '/pagarme/pix',
    {
      config: { access: 'user' },
      onRequest: limitCheckouts,
      schema: {
        operationId: 'createPixPayment',
        tags,
        summary: 'Comprar cartelas pagando com PIX (QR code e código copia e cola)',
        body: checkoutBody,
        response: { 200: pixReply, ...failures },
      },
    },
    async (request) => checkout.pix(signedIn(request).id, request.body),
  );

  app.post(
    '/pagarme/credit',
    {
      config: { access: 'user' },
      onRequest: limitCheckouts,
      schema: {
        operationId: 'createCardPayment',
        tags,
        summary: 'Comprar cartelas com cartão (token do cartão gerado pelo provedor)',
        body: creditBody,
        response: { 200: creditReply, ...failures },
      },
    },
    async (request) => checkout.credit(signedIn(request).id, request.body),
  );

  app.get(
    '/pagarme/payment/status/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getPaymentStatus',
        tags,
        summary: 'Situação de uma compra pelo id do pedido no provedor (ou pelo código compra-N)',
        params: paymentStatusParam,
        response: { 200: paymentStatusReply, 404: errorSchema },
      },
    },
    async (request) => statuses.status(signedIn(request), request.params.id),
  );

  app.get(
    '/sales/mine',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyPurchases',
        tags,
        summary: 'Minhas compras, com as cartelas de cada uma',
        response: { 200: z.array(myPurchaseSchema) },
      },
    },
    async (request) => myPurchases.list(signedIn(request).id),
  );
};
