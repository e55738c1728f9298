import { errorSchema, eventReportQuery, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteAddress } from '../lib/site-address';
import { CardCheckCodes } from '../modules/card-codes';
import { fileSafe } from './file-name';
import { sendPdf, streamCardsPdf } from './stream-pdf';
import { signedIn } from '../modules/users';

// The drawing code (pdfkit, its fonts and bwip-js: ~10 MB of V8 heap once loaded, most of it their
// source and source maps) is loaded on the first PDF, not at every start (docs/decisions/020).
const cardsPdf = async () => (await import('./card-pdf')).CardsPdf;
const summaryPdf = async () => (await import('./summary-pdf')).summaryPdf;

const MAX_IDS = 500;
const idsQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Informe os números das cartelas separados por vírgula.')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_IDS, `No máximo ${MAX_IDS} cartelas por PDF.`),
});

// Four cards a sheet (the default), or two bigger ones on a landscape sheet.
const layoutQuery = z.object({
  por_pagina: z
    .enum(['2', '4'], { error: 'Cartelas por página: escolha 2 ou 4.' })
    .default('4')
    .transform((v) => (v === '2' ? 2 : 4)),
});

export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pdfCards, eventSummaries } = app.services;
  const checkCodes = new CardCheckCodes(app.env.CARD_CODE_SECRET);
  const tags = ['cards'];

  app.get(
    '/cards/pdf',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCardsPdf',
        tags,
        summary: 'PDF das cartelas escolhidas (suas; qualquer uma para administradores)',
        querystring: idsQuery,
        response: { 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const found = await pdfCards.chosen(signedIn(request), request.query.ids);
      const CardsPdf = await cardsPdf();
      return streamCardsPdf(reply, 'cartelas.pdf', new CardsPdf(checkCodes, siteAddress(app.env, request)), [found]);
    },
  );

  app.get(
    '/cards/pdf-by-batch/:batchId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getBatchCardsPdf',
        tags,
        summary: 'PDF de todas as cartelas de um lote (transmitido), 4 ou 2 por folha A4, com canhoto e código de verificação',
        params: z.object({ batchId: idParam.shape.id }),
        querystring: layoutQuery,
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const batch = await pdfCards.ofBatch(request.params.batchId);
      const CardsPdf = await cardsPdf();
      const pdf = new CardsPdf(checkCodes, siteAddress(app.env, request), request.query.por_pagina);
      return streamCardsPdf(reply, `lote-${fileSafe(batch.name, 'lote')}.pdf`, pdf, batch.chunks);
    },
  );

  app.get(
    '/reports/summary/pdf',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getEventSummaryPdf',
        tags: ['reports'],
        summary: 'Resumo do evento em PDF (uma página A4, para a diretoria)',
        querystring: eventReportQuery,
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const summary = await eventSummaries.summary(request.query);
      const name = summary.evento ? fileSafe(summary.evento.name, 'evento') : 'todos-os-eventos';
      return sendPdf(reply, `resumo-${name}.pdf`, (await summaryPdf())(summary, new Date()));
    },
  );
};
