import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, msg } from '@bingo/core';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Situação do servidor e do banco de dados',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: errorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch {
        return reply.status(503).send({ error: msg.databaseUnavailable });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
