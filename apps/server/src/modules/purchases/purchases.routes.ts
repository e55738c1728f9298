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
import { z } from 'zod';
import { CheckoutService } from './checkout.service';
import { PaymentStatusService } from './payment-status.service';
import { PurchasesRepository } from './purchases.repository';
import { PurchaseSettlement } from './settlement';

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlement = new PurchaseSettlement(app.database, app.log);
  const checkout = new CheckoutService({ db: app.db, provider: app.payments, settlement, env: app.env, log: app.log });
  const statuses = new PaymentStatusService(app.db, app.payments, settlement, app.log);
  const purchases = new PurchasesRepository(app.db);
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema, 503: errorSchema };

  app.post(
    '/pagarme/payment-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Comprar cartelas do evento ativo: cria a compra e o link do checkout do provedor',
        body: checkoutBody,
        response: { 200: paymentLinkReply, ...failures },
      },
    },
    async (request) => checkout.paymentLink(request.auth!.id, request.body),
  );

  app.post(
    '/pagarme/pix',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: 'Comprar cartelas pagando com PIX (QR code e código copia e cola)', body: checkoutBody, response: { 200: pixReply, ...failures } },
    },
    async (request) => checkout.pix(request.auth!.id, request.body),
  );

  app.post(
    '/pagarme/credit',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: 'Comprar cartelas com cartão (token do cartão gerado pelo provedor)', body: creditBody, response: { 200: creditReply, ...failures } },
    },
    async (request) => checkout.credit(request.auth!.id, request.body),
  );

  app.get(
    '/pagarme/payment/status/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Situação de uma compra pelo id do pedido no provedor (ou pelo código compra-N)',
        params: paymentStatusParam,
        response: { 200: paymentStatusReply, 404: errorSchema },
      },
    },
    async (request) => statuses.status(request.auth!, request.params.id),
  );

  app.get(
    '/sales/mine',
    { config: { access: 'user' }, schema: { tags, security, summary: 'Minhas compras, com as cartelas de cada uma', response: { 200: z.array(myPurchaseSchema) } } },
    async (request) => purchases.listMine(request.auth!.id),
  );
};
