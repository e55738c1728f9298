import {
  createSaleBody,
  errorSchema,
  idParam,
  msg,
  newSaleSchema,
  okSchema,
  physicalSaleSchema,
  settleSalesBody,
  settleSalesReply,
  swapSaleBody,
  swapSaleReply,
  updateSaleBody,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sellerRoutes } from './seller.routes';
import { signedIn } from '../users';

export const physicalSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { physicalSales: sales, saleSwaps: swaps } = app.services;
  const tags = ['physical-sales'];
  await app.register(sellerRoutes);

  app.get(
    '/physical-sales',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listPhysicalSales',
        tags,
        summary: 'Vendas de cartelas físicas',
        response: { 200: z.array(physicalSaleSchema) },
      },
    },
    () => sales.list(),
  );

  app.post(
    '/physical-sales',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'createPhysicalSale',
        tags,
        summary: 'Registrar venda de cartela física (administrador, ou o vendedor de uma cartela do próprio lote)',
        body: createSaleBody,
        response: { 201: newSaleSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sales.create(request.body, signedIn(request))),
  );

  app.get(
    '/physical-sales/user/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listSellerPhysicalSales',
        tags,
        summary: 'Vendas de um vendedor (o próprio ou um administrador)',
        params: idParam,
        response: { 200: z.array(physicalSaleSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const me = signedIn(request);
      if (!me.is_admin && me.id !== request.params.id) throw new AppError(403, msg.forbidden);
      return sales.list(request.params.id);
    },
  );

  app.put(
    '/physical-sales/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'changePhysicalSaleSeller',
        tags,
        summary: 'Alterar uma venda: vendedor, valor ou acerto (num evento finalizado, só com o motivo da correção)',
        params: idParam,
        body: updateSaleBody,
        response: { 200: physicalSaleSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => sales.update(request.params.id, request.body, signedIn(request)),
  );

  app.delete(
    '/physical-sales/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'undoPhysicalSale',
        tags,
        summary: 'Desfazer uma venda: a cartela volta a ficar disponível (o vendedor, a própria venda em até 10 minutos)',
        params: idParam,
        response: { 200: okSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await sales.undo(request.params.id, signedIn(request));
      return { message: 'Venda desfeita' };
    },
  );

  // The administrator, or the sale's seller on a card of their own batch: checked in the service.
  app.post(
    '/physical-sales/:id/swap',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'swapPhysicalSale',
        tags,
        summary: 'Trocar cartela: a venda passa para a cartela certa, com o motivo; a errada é anulada',
        params: idParam,
        body: swapSaleBody,
        response: { 200: swapSaleReply, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => swaps.swap(request.params.id, request.body, signedIn(request)),
  );

  app.post(
    '/physical-sales/settle',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'settlePhysicalSales',
        tags,
        summary: 'Acertar todas as vendas em aberto de um vendedor num evento',
        body: settleSalesBody,
        response: { 200: settleSalesReply, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const acertadas = await sales.settleAll(request.body.user_id, request.body.event_id, request.body.valor);
      return { message: acertadas === 1 ? '1 venda acertada' : `${acertadas} vendas acertadas`, acertadas };
    },
  );
};
