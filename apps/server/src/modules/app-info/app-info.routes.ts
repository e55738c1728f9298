import { appInfoSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What every page needs to know about this install before anything else. */
export const appInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = { demo_payments: app.env.PAYMENT_PROVIDER === 'fake' };
  app.get(
    '/app-info',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAppInfo',
        tags: ['health'],
        summary: 'Como esta instalação funciona (pagamentos de demonstração?)',
        response: { 200: appInfoSchema },
      },
    },
    async () => info,
  );
};
