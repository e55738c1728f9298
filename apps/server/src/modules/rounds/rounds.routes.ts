import { errorSchema, idParam, reopenRoundBody, roundBody, roundSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rounds, events } = app.services;
  const tags = ['rounds'];
  const one = { 200: roundSchema, 404: errorSchema, 409: errorSchema };

  app.get(
    '/events/:id/rounds',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listEventRounds',
        tags,
        summary: 'Rodadas de um evento',
        params: idParam,
        response: { 200: z.array(roundSchema), 404: errorSchema },
      },
    },
    async (request) => {
      await events.get(request.params.id);
      return rounds.listByEvent(request.params.id, request.auth?.is_admin);
    },
  );

  app.post(
    '/events/:id/rounds',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createRound',
        tags,
        summary: 'Criar rodada (número padrão: o maior + 1)',
        params: idParam,
        body: roundBody,
        response: { 201: roundSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rounds.create(request.params.id, request.body)),
  );

  app.get(
    '/rounds/:id',
    {
      config: { access: 'user' },
      schema: { operationId: 'getRound', tags, summary: 'Uma rodada', params: idParam, response: { 200: roundSchema, 404: errorSchema } },
    },
    async (request) => rounds.get(request.params.id, request.auth?.is_admin),
  );

  app.patch(
    '/rounds/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateRound',
        tags,
        summary: 'Alterar rodada',
        params: idParam,
        body: roundBody,
        response: { ...one, 400: errorSchema },
      },
    },
    async (request) => rounds.update(request.params.id, request.body),
  );

  app.delete(
    '/rounds/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteRound',
        tags,
        summary: 'Excluir rodada',
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await rounds.remove(request.params.id);
      return { message: 'Rodada excluída' };
    },
  );

  app.post(
    '/rounds/:id/start',
    { config: { access: 'admin' }, schema: { operationId: 'startRound', tags, summary: 'Iniciar rodada', params: idParam, response: one } },
    async (request) => rounds.start(request.params.id),
  );

  app.post(
    '/rounds/:id/finish',
    {
      config: { access: 'admin' },
      schema: { operationId: 'finishRound', tags, summary: 'Finalizar rodada', params: idParam, response: one },
    },
    async (request) => rounds.finish(request.params.id),
  );

  app.post(
    '/rounds/:id/reopen',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'reopenRound',
        tags,
        summary: 'Reabrir rodada finalizada (o motivo vai para o registro público)',
        params: idParam,
        body: reopenRoundBody,
        response: { ...one, 400: errorSchema },
      },
    },
    async (request) => rounds.reopen(request.params.id, request.body.reason),
  );
};
