import { appInfoSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments go to the built-in fake checkout: the pages say no real charge is made. */
export const demoPayments = (env: { PAYMENT_PROVIDER: string }): boolean => env.PAYMENT_PROVIDER === 'fake';

/** What every page needs to know about this install before anything else. */
export const appInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = { demo_payments: demoPayments(app.env) };
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
