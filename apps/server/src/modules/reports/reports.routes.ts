import { affiliateReport, numbersReport, physicalReport, reportQuery, salesReport, sponsorReport } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportsRepository } from './reports.repository';

/** Relatórios (spec §7 Reports): administrators only; each filter optional. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = new ReportsRepository(app.db);
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
};
