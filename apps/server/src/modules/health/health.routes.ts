import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, msg } from '@bingo/core';
import { pollingLogLevel } from '../../lib/log-options';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      logLevel: pollingLogLevel(app.env.LOG_LEVEL),
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Situação do servidor e do banco de dados',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (err) {
        // Quiet when healthy, loud when not: a failing database is the line an operator looks for.
        request.log.error({ err }, msg.databaseUnavailable);
        return reply.status(503).send({ error: msg.databaseUnavailable });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
