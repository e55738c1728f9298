import { myCardSchema, myCardsQuery } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MyCardsRepository } from './my-cards.repository';

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const myCards = new MyCardsRepository(app.db);

  app.get(
    '/cards',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyCards',
        tags: ['cards'],
        summary: 'Minhas cartelas (opcionalmente de um evento)',
        querystring: myCardsQuery,
        response: { 200: z.array(myCardSchema) },
      },
    },
    async (request) => myCards.list(request.auth!.id, request.query.event_id),
  );
};
