import {
  adminPurchaseDetail,
  adminPurchaseList,
  adminPurchaseParam,
  adminPurchaseQuery,
  errorSchema,
  idParam,
  purchaseBuyersReply,
  purchaseVerifyReply,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Compras screen: every route is the organisers' only. */
export const adminPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminPurchases;
  const tags = ['payments'];
  const access = { access: 'admin' as const };

  app.get(
    '/admin/purchases',
    {
      config: access,
      schema: {
        operationId: 'listAdminPurchases',
        tags,
        summary: 'Compras on-line: busca por nome, e-mail, CPF ou pedido; filtros de situação, evento e revisão; 50 por página',
        querystring: adminPurchaseQuery,
        response: { 200: adminPurchaseList, 400: errorSchema },
      },
    },
    async (request) => service.page(request.query),
  );

  app.get(
    '/admin/purchases/:id',
    {
      config: access,
      schema: {
        operationId: 'getAdminPurchase',
        tags,
        summary: 'Uma compra com o histórico de situações (cada webhook ou consulta que a mudou)',
        params: adminPurchaseParam,
        response: { 200: adminPurchaseDetail, 404: errorSchema },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    '/admin/purchases/:id/verify',
    {
      config: access,
      schema: {
        operationId: 'verifyAdminPurchase',
        tags,
        summary: 'Verificar pagamento: consulta o pedido no provedor agora e aplica o que ele disser',
        params: adminPurchaseParam,
        response: { 200: purchaseVerifyReply, 404: errorSchema, 409: errorSchema, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => service.verify(request.params.id),
  );

  app.get(
    '/events/:id/buyers',
    {
      config: access,
      schema: {
        operationId: 'listEventBuyers',
        tags,
        summary: 'Compradores do evento (compras aprovadas), um por linha: nome, e-mail, telefone, cartelas e total',
        params: idParam,
        response: { 200: purchaseBuyersReply, 404: errorSchema },
      },
    },
    async (request) => service.buyers(request.params.id),
  );
};
