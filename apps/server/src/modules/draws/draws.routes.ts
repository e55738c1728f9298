import {
  drawBody,
  drawHeaders,
  drawnNumberSchema,
  errorSchema,
  idInput,
  idParam,
  removeBallBody,
  roundControlSchema,
  takeControlBody,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { draws } = app.services;
  const tags = ['draws'];

  app.post(
    '/rounds/:id/draw',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'drawNumber',
        tags,
        summary: 'Registrar bola sorteada',
        params: idParam,
        body: drawBody,
        headers: drawHeaders,
        response: { 201: drawnNumberSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await draws.draw(request.params.id, request.body.number, request.headers['idempotency-key'], {
          id: request.headers['x-draw-panel'],
          name: signedIn(request).name,
        }),
      ),
  );

  app.get(
    '/rounds/:id/control',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getRoundControl',
        tags,
        summary: 'Quem está sorteando a rodada (o painel com o controle)',
        params: idParam,
        response: { 200: roundControlSchema, 404: errorSchema },
      },
    },
    async (request) => draws.control(request.params.id),
  );

  app.post(
    '/rounds/:id/control',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'takeRoundControl',
        tags,
        summary: 'Assumir o controle do sorteio da rodada (vai para o registro público)',
        params: idParam,
        body: takeControlBody,
        response: { 200: roundControlSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => draws.takeControl(request.params.id, { id: request.body.panel_id, name: signedIn(request).name }),
  );

  app.get(
    '/rounds/:id/drawn-numbers',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listDrawnNumbers',
        tags,
        summary: 'Bolas sorteadas da rodada',
        params: idParam,
        response: { 200: z.array(drawnNumberSchema), 404: errorSchema },
      },
    },
    async (request) => draws.list(request.params.id),
  );

  app.delete(
    '/rounds/:id/drawn-numbers/:numberId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteDrawnNumber',
        tags,
        summary: 'Remover bola sorteada (com o motivo, que vai para o registro público)',
        params: idParam.extend({ numberId: idInput() }),
        body: removeBallBody,
        response: { 200: z.object({ message: z.string() }), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await draws.remove(request.params.id, request.params.numberId, request.body?.reason);
      return { message: 'Número removido' };
    },
  );
};
