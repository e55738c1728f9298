import { errorSchema, eventPageSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const eventPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eventPage } = app.services;

  app.get(
    '/events/:id/public',
    {
      // Public (decisions.md §15): the telão's QR opens it for the hall, signed in or not.
      config: { access: 'public' },
      schema: {
        operationId: 'getEventPage',
        tags: ['events'],
        summary: 'Página pública do evento: rodadas, prêmios, vencedores, regulamento, Foguetinho e prestação de contas',
        params: idParam,
        response: { 200: eventPageSchema, 404: errorSchema },
      },
    },
    async (request) => eventPage.get(request.params.id),
  );
};
