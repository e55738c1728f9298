import { errorSchema, idParam, recordCardSetsSchema, roundRecordSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The public record of a round (docs/decisions/015): anyone, signed in or not, can read and check it. */
export const roundRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = app.services.roundRecords;
  const tags = ['rounds'];

  app.get(
    '/rounds/:id/record',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getRoundRecord',
        tags,
        summary: 'Registro público da rodada (encadeado por hash)',
        params: idParam,
        response: { 200: roundRecordSchema, 404: errorSchema },
      },
    },
    async (request) => records.record(request.params.id),
  );

  app.get(
    '/rounds/:id/record/cards',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getRoundRecordCards',
        tags,
        summary: 'Cartelas do registro público da rodada (só números)',
        params: idParam,
        response: { 200: recordCardSetsSchema, 404: errorSchema },
      },
    },
    async (request) => records.cards(request.params.id),
  );
};
