import {
  errorSchema,
  idParam,
  numberParam,
  okSchema,
  sponsorBody,
  sponsorCopyBody,
  sponsorCopyReply,
  sponsorEventQuery,
  sponsorListQuery,
  sponsorListReply,
  sponsorMessages,
  sponsorPatchBody,
  sponsorSchema,
} from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sponsorNumberRoutes } from './sponsor-numbers.routes';

export const sponsorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sponsors, sponsorNumbers: report } = app.services;
  const tags = ['sponsors'];
  const one = { 200: sponsorSchema, 400: errorSchema, 404: errorSchema };

  await app.register(sponsorNumberRoutes, { sponsors, report });

  app.get(
    '/admin/sponsors',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listSponsors',
        tags,
        summary: 'Patrocinadores de um evento (padrão: o evento ativo), paginado, com números e logotipo',
        querystring: sponsorListQuery,
        response: { 200: sponsorListReply, 404: errorSchema },
      },
    },
    async (request) => {
      const { page, limit, event_id, ...filter } = request.query;
      return sponsors.list(event_id, filter, page, limit);
    },
  );

  app.get(
    '/admin/sponsors/by-number/:number',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listSponsorsByNumber',
        tags,
        summary: 'Patrocinadores de um número num evento (padrão: o evento ativo)',
        params: numberParam,
        querystring: sponsorEventQuery,
        response: { 200: z.array(sponsorSchema), 404: errorSchema },
      },
    },
    async (request) => sponsors.byNumber(request.query.event_id, request.params.number),
  );

  app.get(
    '/admin/sponsors/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getSponsor',
        tags,
        summary: 'Um patrocinador',
        params: idParam,
        response: { 200: sponsorSchema, 404: errorSchema },
      },
    },
    async (request) => sponsors.get(request.params.id),
  );

  app.post(
    '/admin/sponsors',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createSponsor',
        tags,
        summary: 'Cadastrar patrocinador num evento (padrão: o evento ativo)',
        body: sponsorBody,
        response: { 201: sponsorSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sponsors.create(request.body)),
  );

  app.patch(
    '/admin/sponsors/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateSponsor',
        tags,
        summary: 'Alterar patrocinador (só os campos enviados): nome, contato e logotipo valem para todos os eventos',
        params: idParam,
        body: sponsorPatchBody,
        response: one,
      },
    },
    async (request) => sponsors.update(request.params.id, request.body),
  );

  app.delete(
    '/admin/sponsors/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteSponsor',
        tags,
        summary: 'Tirar o patrocinador do evento (com os seus números; a empresa também, se não estiver em outro evento)',
        params: idParam,
        response: { 200: okSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await sponsors.remove(request.params.id);
      return { message: sponsorMessages.deleted };
    },
  );

  app.post(
    '/admin/sponsors/copy',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'copySponsors',
        tags,
        summary: 'Copiar patrocinadores de outro evento (valores e números; pagamento volta a pendente)',
        body: sponsorCopyBody,
        response: { 200: sponsorCopyReply, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => sponsors.copy(request.body.from_event_id, request.body.event_id),
  );
};
