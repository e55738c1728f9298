import { errorSchema, idParam, numberReportReply, sponsorNumberParam, sponsorNumbersBody, sponsorNumbersReply } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NumbersReport } from './numbers-report';
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
        summary: 'Quantos patrocinadores cada número 1..75 tem (ETag; 304 quando nada mudou)',
        response: { 200: numberReportReply },
      },
    },
    async (request, res) => {
      const snapshot = await report.get();
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
