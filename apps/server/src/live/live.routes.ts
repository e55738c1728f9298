import { errorSchema, idParam, liveStateSchema } from '@bingo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../lib/app-error';
import { pollingLogLevel } from '../lib/log-options';
import { streamLive } from './sse';
import { endWithSession } from './stream-session';

const EVENT_NOT_FOUND = 'Evento não encontrado.';

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['live'];

  app.get(
    '/events/:id/live',
    {
      config: { access: 'user' },
      logLevel: pollingLogLevel(app.env.LOG_LEVEL),
      schema: {
        operationId: 'getLiveState',
        tags,
        summary: 'Estado ao vivo do sorteio (ETag; 304 quando nada mudou)',
        params: idParam,
        response: { 200: liveStateSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.live.get(request.params.id);
      if (!snapshot) throw notFound(EVENT_NOT_FOUND);
      reply.header('etag', snapshot.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === snapshot.etag)
        return reply
          .status(304 as 200)
          .serializer(() => '')
          .send('' as never);
      // Already serialised once for everyone: skip the per-request serializer.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((p) => p as string)
        .send(snapshot.json as never);
    },
  );

  app.get(
    '/events/:id/live/stream',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'streamLiveState',
        tags,
        summary: 'Estado ao vivo como Server-Sent Events',
        params: idParam,
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.live.get(request.params.id);
      if (!snapshot) throw notFound(EVENT_NOT_FOUND);
      streamLive(request, reply, app.live, snapshot, endWithSession(app.userDirectory, request.auth!));
    },
  );
};
