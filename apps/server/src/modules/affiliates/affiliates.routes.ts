import { affiliateClickBody, affiliateClickReply } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { affiliates } = app.services;

  app.post(
    '/affiliates/click',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'recordAffiliateClick',
        tags: ['affiliates'],
        summary: 'Registrar a visita por um link de afiliado',
        body: affiliateClickBody,
        response: { 200: affiliateClickReply },
      },
    },
    async (request) => affiliates.click(request.body.code, request.body.session_id),
  );
};
