import { contasBody, contasPublished, contasQuery, contasSchema, errorSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../users';

export const contasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contas } = app.services;
  const tags = ['contas'];

  app.get(
    '/events/:id/contas',
    {
      // Public (decisions.md §15): donors, parishioners and prosecutors read the accounts without an account.
      config: { access: 'public' },
      schema: {
        operationId: 'getContas',
        tags,
        summary: 'Prestação de contas do evento: a última versão, ou a versão pedida em ?version=N',
        params: idParam,
        querystring: contasQuery,
        response: { 200: contasSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => contas.get(request.params.id, request.query.version),
  );

  app.post(
    '/events/:id/contas',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'publishContas',
        tags,
        summary: 'Publicar nova versão da prestação de contas de um evento finalizado (as anteriores continuam públicas)',
        params: idParam,
        body: contasBody,
        response: { 200: contasPublished, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => contas.publish(request.params.id, request.body, signedIn(request).id),
  );
};
