import { errorSchema, eventBody, eventReopeningSchema, eventSchema, eventStatusBody, eventStatusReply, idParam } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../users';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;
  const tags = ['events'];

  app.get(
    '/events/active',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getActiveEvent',
        tags,
        summary: 'Evento ativo (em andamento ou o agendado mais próximo)',
        response: { 200: eventSchema.nullable() },
      },
    },
    async () => events.active(),
  );

  app.get(
    '/events/open',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listOpenEvents',
        tags,
        summary: 'Eventos com vendas abertas (o em andamento primeiro, depois os agendados mais próximos)',
        response: { 200: z.array(eventSchema) },
      },
    },
    async () => events.open(),
  );

  app.get(
    '/events',
    {
      config: { access: 'user' },
      schema: { operationId: 'listEvents', tags, summary: 'Eventos', response: { 200: z.array(eventSchema) } },
    },
    async () => events.list(),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'user' },
      schema: { operationId: 'getEvent', tags, summary: 'Um evento', params: idParam, response: { 200: eventSchema, 404: errorSchema } },
    },
    async (request) => events.get(request.params.id),
  );

  app.post(
    '/events',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createEvent',
        tags,
        summary: 'Criar evento',
        body: eventBody,
        response: { 201: eventSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await events.create(request.body, signedIn(request).id)),
  );

  app.patch(
    '/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateEvent',
        tags,
        summary: 'Alterar evento',
        params: idParam,
        body: eventBody,
        response: { 200: eventSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => events.update(request.params.id, request.body, signedIn(request).id),
  );

  app.patch(
    '/events/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setEventStatus',
        tags,
        summary: 'Mudar o status do evento',
        params: idParam,
        body: eventStatusBody,
        response: { 200: eventStatusReply, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      message: 'Status atualizado',
      evento: await events.setStatus(request.params.id, request.body, signedIn(request).id),
    }),
  );

  app.get(
    '/events/:id/reopenings',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listEventReopenings',
        tags,
        summary: 'Reaberturas do evento finalizado (quem, quando, motivo)',
        params: idParam,
        response: { 200: z.array(eventReopeningSchema), 404: errorSchema },
      },
    },
    async (request) => events.reopenings(request.params.id),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteEvent',
        tags,
        summary: 'Excluir evento sem vendas nem sorteio',
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await events.remove(request.params.id);
      return { message: 'Evento excluído' };
    },
  );
};
