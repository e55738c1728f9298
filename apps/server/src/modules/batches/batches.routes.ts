import { batchSchema, createBatchBody, errorSchema, idParam, loteBody, lotesQuery, returnCardsBody, returnCardsReply } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { batches, batchReturns: returns } = app.services;
  const tags = ['batches'];
  const admin = { access: 'admin' as const };

  app.get(
    '/card-batches',
    {
      config: admin,
      schema: { operationId: 'listBatches', tags, summary: 'Lotes de cartelas físicas', response: { 200: z.array(batchSchema) } },
    },
    () => batches.list(),
  );

  app.post(
    '/card-batches',
    {
      config: admin,
      schema: {
        operationId: 'createBatch',
        tags,
        summary: 'Gerar lote de cartelas físicas',
        body: createBatchBody,
        response: { 201: batchSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, user_id, amount, event_id } = request.body;
      return reply.status(201).send(await batches.create({ name, amount, userId: user_id, eventId: event_id }));
    },
  );

  app.get(
    '/card-batches/:id',
    {
      config: admin,
      schema: { operationId: 'getBatch', tags, summary: 'Um lote', params: idParam, response: { 200: batchSchema, 404: errorSchema } },
    },
    (request) => batches.get(request.params.id),
  );

  app.delete(
    '/card-batches/:id',
    {
      config: admin,
      schema: {
        operationId: 'deleteBatch',
        tags,
        summary: 'Excluir lote sem vendas (com suas cartelas)',
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await batches.remove(request.params.id);
      return { message: 'Lote excluído' };
    },
  );

  // The admin, or the batch's responsible user (its seller), checked in the service.
  app.post(
    '/card-batches/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'returnBatchCards',
        tags,
        summary: 'Devolver cartelas não vendidas do lote (anuladas)',
        params: idParam,
        body: returnCardsBody,
        response: { 200: returnCardsReply, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => returns.returnUnsold(request.params.id, request.body, signedIn(request)),
  );

  app.post(
    '/cards/lote',
    {
      config: admin,
      schema: {
        operationId: 'createUnassignedBatch',
        tags,
        summary: 'Gerar lote sem responsável (evento escolhido, ou o ativo)',
        body: loteBody,
        response: { 201: batchSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { lote, quantidade, event_id } = request.body;
      return reply.status(201).send(await batches.create({ name: lote, amount: quantidade, userId: null, eventId: event_id }));
    },
  );

  app.get(
    '/cards/lotes',
    {
      config: admin,
      schema: {
        operationId: 'listBatchNames',
        tags,
        summary: 'Nomes dos lotes (de um evento, ou de todos)',
        querystring: lotesQuery,
        response: { 200: z.array(z.string()), 400: errorSchema },
      },
    },
    (request) => batches.names(request.query.event_id),
  );
};
