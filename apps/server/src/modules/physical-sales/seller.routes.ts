import { errorSchema, sellerCardQuery, sellerCardReply, sellerOverview, sellerOverviewQuery } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../users';

/** Minhas Vendas (decisions.md §13): a seller's own batches, sales and balance, and a card of theirs by its code. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers } = app.services;
  const tags = ['physical-sales'];

  app.get(
    '/physical-sales/mine',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMySellerOverview',
        tags,
        summary: 'Minhas vendas: meus lotes e cartelas, minhas vendas e meu saldo num evento',
        querystring: sellerOverviewQuery,
        response: { 200: sellerOverview, 400: errorSchema, 404: errorSchema },
      },
    },
    (request) => sellers.overview(signedIn(request).id, request.query.event_id),
  );

  app.get(
    '/physical-sales/mine/card',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'findMySellerCard',
        tags,
        summary: 'Uma cartela dos meus lotes pelo código de barras ou pelo número',
        querystring: sellerCardQuery,
        response: { 200: sellerCardReply, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (request) => sellers.card(request.query.code, signedIn(request)),
  );
};
