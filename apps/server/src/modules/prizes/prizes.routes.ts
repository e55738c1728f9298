import { errorSchema, idParam, markDeliveryBody, roundPrizeSchema, roundPrizesReply, undoDeliveryBody, voidWinnerBody } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../users';

/** Prizes handed over and winners voided (decisions.md §15, docs/decisions/035): the organiser's, admin-only. */
export const prizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prizes } = app.services;
  const tags = ['rounds'];
  const config = { access: 'admin' as const };
  const write = { 200: roundPrizeSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema };

  app.get(
    '/rounds/:id/prizes',
    {
      config,
      schema: {
        operationId: 'listRoundPrizes',
        tags,
        summary: 'Ganhadores da rodada por etapa, com a entrega do prêmio e as anulações',
        params: idParam,
        response: { 200: roundPrizesReply, 404: errorSchema },
      },
    },
    async (request) => prizes.list(request.params.id),
  );

  app.post(
    '/rounds/:id/prizes/delivery',
    {
      config,
      schema: {
        operationId: 'markPrizeDelivered',
        tags,
        summary: 'Marcar prêmio entregue (uma nova marcação corrige a anterior, com o motivo)',
        params: idParam,
        body: markDeliveryBody,
        response: write,
      },
    },
    async (request) => prizes.markDelivered(request.params.id, request.body, signedIn(request).id),
  );

  app.post(
    '/rounds/:id/prizes/delivery/undo',
    {
      config,
      schema: {
        operationId: 'undoPrizeDelivery',
        tags,
        summary: 'Desfazer a entrega de um prêmio (até 12 horas depois, com o motivo)',
        params: idParam,
        body: undoDeliveryBody,
        response: write,
      },
    },
    async (request) => prizes.undoDelivery(request.params.id, request.body, signedIn(request).id),
  );

  app.post(
    '/rounds/:id/prizes/void',
    {
      config,
      schema: {
        operationId: 'voidRoundWinner',
        tags,
        summary: 'Anular um ganhador (o motivo vai para o registro público; não se desfaz)',
        params: idParam,
        body: voidWinnerBody,
        response: write,
      },
    },
    async (request) => prizes.voidWinner(request.params.id, request.body, signedIn(request).id),
  );
};
