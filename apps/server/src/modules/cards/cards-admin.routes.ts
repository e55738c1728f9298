import {
  cardCheckReport,
  cardsAllQuery,
  cardsAllReply,
  errorSchema,
  idParam,
  msg,
  okSchema,
  physicalCardSchema,
  updateCardBody,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Administrators' card routes: the physical cards screen, barcode lookup, buyer data, consistency. */
export const cardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.cardsAdmin;
  const tags = ['cards'];
  const admin = { access: 'admin' as const };

  app.get(
    '/cards/all',
    {
      config: admin,
      schema: {
        operationId: 'listCards',
        tags,
        summary: 'Cartelas com filtros (status, evento, vendedor, comprador, lote, código de barras)',
        querystring: cardsAllQuery,
        response: { 200: cardsAllReply, 400: errorSchema },
      },
    },
    (request) => {
      const { page, limit, ...filters } = request.query;
      return service.page(filters, page, limit);
    },
  );

  app.get(
    '/cards/barcode/:code',
    {
      config: admin,
      schema: {
        operationId: 'getCardByBarcode',
        tags,
        summary: 'Cartela pelo código de barras',
        params: z.object({ code: z.string().max(32) }),
        response: { 200: physicalCardSchema, 404: errorSchema },
      },
    },
    (request) => service.byBarcode(request.params.code),
  );

  app.put(
    '/cards/:id',
    {
      config: admin,
      schema: {
        operationId: 'updateCardBuyer',
        tags,
        summary: 'Dados do comprador da cartela',
        params: idParam,
        body: updateCardBody,
        response: { 200: physicalCardSchema, 404: errorSchema },
      },
    },
    (request) => {
      const { full_name, contact, address } = request.body;
      return service.updateBuyer(request.params.id, { fullName: full_name, contact, address });
    },
  );

  app.delete(
    '/cards/:id/claim-lock',
    {
      config: admin,
      schema: {
        operationId: 'unlockCardClaims',
        tags,
        summary: 'Liberar uma cartela de papel bloqueada por códigos de verificação errados',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await service.unlockClaims(request.params.id);
      return { message: msg.cardClaimUnlocked };
    },
  );

  app.get(
    '/cards/check',
    {
      config: admin,
      schema: {
        operationId: 'checkCardsConsistency',
        tags,
        summary: 'Verificação de consistência de todas as cartelas',
        response: { 200: cardCheckReport },
      },
    },
    () => service.check(),
  );
};
