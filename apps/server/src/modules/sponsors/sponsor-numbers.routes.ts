import {
  errorSchema,
  idParam,
  numberReportReply,
  sponsorEventQuery,
  sponsorNumberParam,
  sponsorNumbersBody,
  sponsorNumbersReply,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND } from '../events';
import { emptyNumbersReport, type NumbersReport } from './numbers-report';
import { sponsorsEvent } from './sponsor-events';
import type { SponsorsService } from './sponsors.service';

/** A sponsor's numbers, and the 1..75 map of how many sponsors each number has. */
export const sponsorNumberRoutes: FastifyPluginAsyncZod<{ sponsors: SponsorsService; report: NumbersReport }> = async (
  app,
  { sponsors, report },
) => {
  const tags = ['sponsors'];
  const reply = { 200: sponsorNumbersReply, 400: errorSchema, 404: errorSchema };

  app.get(
    '/admin/sponsors/numbers/report',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getSponsorNumbersReport',
        tags,
        summary: 'Quantos patrocinadores cada número 1..75 tem num evento (padrão: o evento ativo; ETag, 304 quando nada mudou)',
        querystring: sponsorEventQuery,
        response: { 200: numberReportReply, 404: errorSchema },
      },
    },
    async (request, res) => {
      // The screens name their event: its report comes from memory without a query. Without
      // one, the active event is looked up (and with no event at all, no number has a sponsor).
      const eventId = request.query.event_id ?? (await sponsorsEvent(app.db, undefined));
      const snapshot = eventId === null ? emptyNumbersReport() : await report.get(eventId);
      if (!snapshot) throw notFound(EVENT_NOT_FOUND);
      // no-cache: the browser keeps the copy but asks every time, and gets a bodiless 304 when unchanged.
      res.header('etag', snapshot.etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === snapshot.etag)
        return res
          .status(304 as 200)
          .serializer(() => '')
          .send('' as never);
      return res
        .type('application/json; charset=utf-8')
        .serializer((p) => p as string)
        .send(snapshot.json as never);
    },
  );

  app.get(
    '/admin/sponsors/:id/numbers',
    {
      config: { access: 'admin' },
      schema: { operationId: 'listSponsorNumbers', tags, summary: 'Números de um patrocinador', params: idParam, response: reply },
    },
    async (request) => ({ numbers: await sponsors.numbers(request.params.id) }),
  );

  app.post(
    '/admin/sponsors/:id/numbers',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'addSponsorNumbers',
        tags,
        summary: 'Adicionar números (idempotente)',
        params: idParam,
        body: sponsorNumbersBody,
        response: reply,
      },
    },
    async (request) => ({ numbers: await sponsors.addNumbers(request.params.id, request.body.numbers) }),
  );

  app.delete(
    '/admin/sponsors/:id/numbers/:number',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'removeSponsorNumber',
        tags,
        summary: 'Remover um número (idempotente)',
        params: sponsorNumberParam,
        response: reply,
      },
    },
    async (request) => ({ numbers: await sponsors.removeNumber(request.params.id, request.params.number) }),
  );
};
