import { errorSchema, guestCheckoutBody, sessionSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guest } = app.services;

  app.post(
    '/guest/checkout-init',
    {
      config: { access: 'public', rateLimit: { max: app.env.RATE_LIMIT_AUTH, timeWindow: '1 minute' } },
      schema: {
        operationId: 'startGuestCheckout',
        tags: ['auth'],
        summary: 'Compra sem cadastro: cria a conta, entra e envia o link para criar a senha',
        body: guestCheckoutBody,
        response: { 201: sessionSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await guest.checkoutInit(request.body)),
  );
};
