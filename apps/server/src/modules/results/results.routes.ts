import {
  cardCheckQuery,
  cardCheckReply,
  errorSchema,
  idParam,
  quinaListParams,
  rankingEntrySchema,
  rankingQuery,
  rankingReply,
  winnerEntrySchema,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { results, quina } = app.services;
  const tags = ['results'];
  const list = { 200: z.array(rankingEntrySchema), 404: errorSchema };

  app.get(
    '/rounds/:id/winners',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listRoundWinners',
        tags,
        summary: 'Cartelas vencedoras (cartela cheia); um ganhador anulado continua na lista, com o motivo',
        params: idParam,
        response: { 200: z.array(winnerEntrySchema), 404: errorSchema },
      },
    },
    async (request) => results.winners(request.params.id, signedIn(request)),
  );

  app.get(
    '/rounds/:id/almost-winners',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listRoundAlmostWinners',
        tags,
        summary: 'Quase vencedores (falta 1 número)',
        params: idParam,
        response: list,
      },
    },
    async (request) => results.almostWinners(request.params.id, signedIn(request)),
  );

  app.get(
    '/rounds/:id/top10',
    {
      config: { access: 'user' },
      schema: { operationId: 'listRoundTop10', tags, summary: 'As 10 cartelas com mais acertos', params: idParam, response: list },
    },
    async (request) => results.top10(request.params.id, signedIn(request)),
  );

  // The round panel's lists per stage (decisions.md §14): the quina's, beside the full card's above.
  app.get(
    '/rounds/:id/quina/:list',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listRoundQuina',
        tags,
        summary: 'Quina: vencedores, quase vencedores (falta 1 número numa linha) ou as 10 cartelas mais perto',
        params: quinaListParams,
        response: list,
      },
    },
    async (request) => quina.list(request.params.id, request.params.list),
  );

  app.get(
    '/rounds/:id/ranking',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getRoundRanking',
        tags,
        summary: 'Classificação paginada (50 por página)',
        params: idParam,
        querystring: rankingQuery,
        response: { 200: rankingReply, 404: errorSchema },
      },
    },
    async (request) => results.ranking(request.params.id, request.query.page, request.query.search),
  );

  app.get(
    '/rounds/:id/check',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'checkRoundCard',
        tags,
        summary: 'Conferir uma cartela (número ou código de barras) nesta rodada',
        params: idParam,
        querystring: cardCheckQuery,
        response: { 200: cardCheckReply, 404: errorSchema },
      },
    },
    async (request) => results.check(request.params.id, request.query.card),
  );
};
