import { acumuladoReplySchema, errorSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcumuladoService } from './acumulado.service';

export const acumuladoRoutes: FastifyPluginAsyncZod = async (app) => {
  const acumulado = new AcumuladoService(app.database.db);

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
