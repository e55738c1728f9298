import { errorSchema, eventPageSchema, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventPageService } from './event-page.service';

export const eventPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // The goal as the telão shows it: the live state this process already keeps (docs/decisions/019).
  const page = new EventPageService(app.database, app.env.CARD_PRICE, async (eventId) => (await app.live.get(eventId))?.state.goal ?? null);

  app.get(
    '/events/:id/public',
    {
      // Public (decisions.md §15): the telão's QR opens it for the hall, signed in or not.
      config: { access: 'public' },
      schema: {
        operationId: 'getEventPage',
        tags: ['events'],
        summary: 'Página pública do evento: rodadas, prêmios, vencedores, regulamento, Foguetinho e prestação de contas',
        params: idParam,
        response: { 200: eventPageSchema, 404: errorSchema },
      },
    },
    async (request) => page.get(request.params.id),
  );
};
