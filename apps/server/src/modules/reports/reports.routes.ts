import {
  affiliateReport,
  errorSchema,
  eventReportQuery,
  eventSummary,
  nightAttention as nightAttentionReply,
  numbersReport,
  physicalReport,
  reportQuery,
  salesByDay as salesByDayReply,
  salesReport,
  sellerSettlementReport,
  sponsorReport,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Relatórios (spec §7 Reports): administrators only; each filter optional. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports, eventSummaries: summaries } = app.services;
  const route = { config: { access: 'admin' as const } };
  const schema = (summary: string) => ({ tags: ['reports'], summary, querystring: reportQuery });

  app.get(
    '/reports/sponsors',
    {
      ...route,
      schema: { operationId: 'getSponsorsReport', ...schema('Financeiro dos patrocinadores'), response: { 200: sponsorReport } },
    },
    async (request) => reports.sponsors(request.query),
  );
  app.get(
    '/reports/numbers',
    {
      ...route,
      schema: { operationId: 'getNumbersReport', ...schema('Patrocinadores por número (1 a 75)'), response: { 200: numbersReport } },
    },
    async (request) => reports.numbers(request.query),
  );
  app.get(
    '/reports/sales',
    {
      ...route,
      schema: { operationId: 'getSalesReport', ...schema('Vendas online aprovadas, total e por dia'), response: { 200: salesReport } },
    },
    async (request) => reports.sales(request.query),
  );
  app.get(
    '/reports/sales-by-day',
    {
      ...route,
      schema: {
        operationId: 'getSalesByDayReport',
        tags: ['reports'],
        summary: 'Cartelas vendidas por dia (online e físicas), do primeiro dia de vendas ao dia do evento',
        querystring: eventReportQuery,
        response: { 200: salesByDayReply },
      },
    },
    async (request) => reports.salesByDay(request.query.event_id),
  );
  app.get(
    '/reports/affiliate',
    {
      ...route,
      schema: { operationId: 'getAffiliateReport', ...schema('Vendas aprovadas por afiliado'), response: { 200: affiliateReport } },
    },
    async (request) => reports.affiliates(request.query),
  );
  app.get(
    '/reports/physical',
    {
      ...route,
      schema: {
        operationId: 'getPhysicalSalesReport',
        ...schema('Cartelas físicas vendidas por vendedor e lote'),
        response: { 200: physicalReport },
      },
    },
    async (request) => reports.physical(request.query),
  );
  app.get(
    '/reports/attention',
    {
      ...route,
      schema: {
        operationId: 'getNightAttention',
        tags: ['reports'],
        summary: 'O que pede atenção na noite: compras de hoje, pagamentos pendentes, compras em revisão, rodadas presas',
        querystring: eventReportQuery,
        response: { 200: nightAttentionReply, 400: errorSchema },
      },
    },
    async (request) => reports.nightAttention(request.query.event_id),
  );
  app.get(
    '/reports/sellers',
    {
      ...route,
      schema: {
        operationId: 'getSellerSettlementReport',
        tags: ['reports'],
        summary: 'Acerto de vendedores: cartelas recebidas, vendidas, valor vendido, acertado e saldo',
        querystring: eventReportQuery,
        response: { 200: sellerSettlementReport },
      },
    },
    async (request) => reports.sellerSettlement(request.query),
  );
  app.get(
    '/reports/summary',
    {
      ...route,
      schema: {
        operationId: 'getEventSummaryReport',
        tags: ['reports'],
        summary: 'Resumo do evento: arrecadação, cartelas em jogo e rodadas com vencedores',
        querystring: eventReportQuery,
        response: { 200: eventSummary, 404: errorSchema },
      },
    },
    async (request) => summaries.summary(request.query),
  );
};
