import {
  couponBody,
  couponListItemSchema,
  couponMessages,
  couponPurchaseSchema,
  couponQuoteSchema,
  couponSchema,
  couponToggleBody,
  couponValidateQuery,
  errorSchema,
  idParam,
  okSchema,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  const tags = ['coupons'];
  const one = { 200: couponSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema };

  app.get(
    '/cupons/validar',
    {
      // Public, so guessing codes is slowed down like the other open forms.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'validateCoupon',
        tags,
        summary: 'Validar um cupom e calcular o desconto de uma compra do evento escolhido (event_id; sem ele, o ativo)',
        querystring: couponValidateQuery,
        response: { 200: couponQuoteSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => coupons.quote(request.query.codigo, request.query.quantidade, request.query.event_id),
  );

  app.get(
    '/cupons',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listCoupons',
        tags,
        summary: 'Cupons, com os usos aprovados e os reservados por compras pendentes',
        response: { 200: z.array(couponListItemSchema) },
      },
    },
    async () => coupons.list(),
  );

  app.get(
    '/cupons/:id/compras',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listCouponPurchases',
        tags,
        summary: 'Compras que usaram o cupom, da mais recente à mais antiga',
        params: idParam,
        response: { 200: z.array(couponPurchaseSchema), 404: errorSchema },
      },
    },
    async (request) => coupons.purchases(request.params.id),
  );

  app.post(
    '/cupons',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createCoupon',
        tags,
        summary: 'Cadastrar cupom',
        body: couponBody,
        response: { 201: couponSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await coupons.create(request.body)),
  );

  app.put(
    '/cupons/:id',
    {
      config: { access: 'admin' },
      schema: { operationId: 'updateCoupon', tags, summary: 'Alterar cupom', params: idParam, body: couponBody, response: one },
    },
    async (request) => coupons.update(request.params.id, request.body),
  );

  app.patch(
    '/cupons/:id/ativar',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'toggleCoupon',
        tags,
        summary: 'Ativar ou desativar cupom (sem corpo: inverte)',
        params: idParam,
        body: couponToggleBody,
        response: one,
      },
    },
    async (request) => coupons.setActive(request.params.id, request.body?.ativo),
  );

  app.delete(
    '/cupons/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteCoupon',
        tags,
        summary: 'Excluir cupom sem uso aprovado nem reservado',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await coupons.remove(request.params.id);
      return { message: couponMessages.deleted };
    },
  );
};
