import { errorSchema, foguetinhoSpinBody, foguetinhoSpinSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const foguetinhoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { foguetinho } = app.services;
  const tags = ['foguetinho'];

  app.post(
    '/events/:id/foguetinho',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'spinFoguetinho',
        tags,
        summary: 'Girar o Foguetinho: o servidor sorteia o número e guarda o giro',
        params: idParam,
        body: foguetinhoSpinBody,
        response: { 201: foguetinhoSpinSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await foguetinho.spin(request.params.id, request.body, signedIn(request).id)),
  );

  app.get(
    '/events/:id/foguetinho',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listFoguetinhoSpins',
        tags,
        summary: 'Giros do Foguetinho no evento, do mais antigo ao mais recente (público)',
        params: idParam,
        response: { 200: z.array(foguetinhoSpinSchema), 404: errorSchema },
      },
    },
    async (request) => foguetinho.list(request.params.id),
  );
};
