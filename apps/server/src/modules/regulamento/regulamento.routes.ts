import { errorSchema, idParam, regulamentoBody, regulamentoQuery, regulamentoSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../users';

export const regulamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regulamento } = app.services;
  const tags = ['regulamento'];

  app.get(
    '/events/:id/regulamento',
    {
      // Public (decisions.md §15): buyers, sponsors and prosecutors read the rules without an account.
      config: { access: 'public' },
      schema: {
        operationId: 'getRegulamento',
        tags,
        summary: 'Regulamento do evento: a última versão, ou a versão pedida em ?version=N',
        params: idParam,
        querystring: regulamentoQuery,
        response: { 200: regulamentoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => regulamento.get(request.params.id, request.query.version),
  );

  app.put(
    '/events/:id/regulamento',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'publishRegulamento',
        tags,
        summary: 'Publicar nova versão do regulamento (as versões anteriores continuam públicas)',
        params: idParam,
        body: regulamentoBody,
        response: { 200: regulamentoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => regulamento.publish(request.params.id, request.body, signedIn(request).id),
  );
};
