import { acumuladoReplySchema, errorSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const acumuladoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { acumulado } = app.services;

  app.get(
    '/events/:id/acumulado',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getEventAcumulado',
        tags: ['events'],
        summary: 'O acumulado do evento: valor agora, limite de bolas e histórico de cada mudança (público)',
        params: idParam,
        response: { 200: acumuladoReplySchema, 404: errorSchema },
      },
    },
    async (request) => acumulado.get(request.params.id),
  );
};
