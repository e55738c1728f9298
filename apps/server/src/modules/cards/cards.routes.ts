import { claimCardBody, errorSchema, idParam, myCardSchema, myCardsQuery, okSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { myCards, cardClaims: claims } = app.services;
  // Wrong codes are limited per account (CardClaimsService); this is only a ceiling against floods.
  const flood = { max: app.env.RATE_LIMIT_AUTH * 15, timeWindow: '1 minute' };
  const tags = ['cards'];

  app.get(
    '/cards',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyCards',
        tags,
        summary: 'Minhas cartelas (opcionalmente de um evento), com as cartelas de papel adicionadas',
        querystring: myCardsQuery,
        response: { 200: z.array(myCardSchema) },
      },
    },
    async (request) => myCards.list(signedIn(request).id, request.query.event_id),
  );

  app.post(
    '/cards/claims',
    {
      config: { access: 'user', rateLimit: flood },
      schema: {
        operationId: 'claimPaperCard',
        tags,
        summary: 'Adicionar cartela de papel (código de barras e código de verificação impressos)',
        body: claimCardBody,
        response: { 201: myCardSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await claims.claim(signedIn(request).id, request.body)),
  );

  app.delete(
    '/cards/claims/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'releasePaperCard',
        tags,
        summary: 'Remover uma cartela de papel da minha conta (a compra e o prêmio não mudam)',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await claims.release(signedIn(request).id, request.params.id);
      return { message: 'Cartela removida da sua conta. O papel continua valendo.' };
    },
  );
};
