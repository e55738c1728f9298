import { errorSchema, idParam, liveStateSchema } from '@bingo/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../lib/app-error';
import { pollingLogLevel } from '../lib/log-options';
import { asciiJson } from './ascii-json';
import type { LiveSnapshot } from './live-hub';
import { streamLive } from './sse';
import { endWithSession } from './stream-session';

const EVENT_NOT_FOUND = 'Evento não encontrado.';

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['live'];
  // Public (docs/decisions/028): the telão's QR opens the follow page for visitors without an
  // account; the state holds only what the hall sees on the telão (decisions.md §15).

  app.get(
    '/events/:id/live',
    {
      config: { access: 'public' },
      logLevel: pollingLogLevel(app.env.LOG_LEVEL),
      schema: {
        operationId: 'getLiveState',
        tags,
        summary: 'Estado ao vivo do sorteio (ETag; 304 quando nada mudou)',
        params: idParam,
        response: { 200: liveStateSchema, 404: errorSchema },
      },
    },
    (request, reply) => {
      // Every phone that lost its stream polls here twice a second: when the snapshot is in memory
      // and there is no ended session to refuse, answer without a promise (docs/decisions/037).
      const held = request.headers.authorization && !request.auth ? undefined : app.live.peek(request.params.id);
      if (held) {
        // Returned, the reply would be sent twice (a sync handler's value is sent): answered here.
        sendLive(request.headers['if-none-match'], reply, held);
        return;
      }
      return (async () => {
        await app.refuseEndedSession(request);
        const snapshot = await app.live.get(request.params.id);
        if (!snapshot) throw notFound(EVENT_NOT_FOUND);
        return sendLive(request.headers['if-none-match'], reply, snapshot);
      })();
    },
  );

  app.get(
    '/events/:id/live/stream',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'streamLiveState',
        tags,
        summary: 'Estado ao vivo como Server-Sent Events',
        params: idParam,
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      await app.refuseEndedSession(request);
      const snapshot = await app.live.get(request.params.id);
      if (!snapshot) throw notFound(EVENT_NOT_FOUND);
      // A signed-in stream still ends with its session; a visitor's ends when the page closes.
      const ending = request.auth ? endWithSession(app.userDirectory, request.auth) : undefined;
      streamLive(request, reply, app.live, snapshot, ending);
    },
  );
};

function sendLive(ifNoneMatch: string | undefined, reply: FastifyReply, snapshot: LiveSnapshot): FastifyReply {
  reply.header('etag', snapshot.etag).header('cache-control', 'no-cache');
  // No body, so nothing to serialise.
  if (ifNoneMatch === snapshot.etag) return reply.code(304).send();
  // Serialised once for everyone, in ASCII (docs/decisions/044): a string the serializer passes on
  // as it is, written with the head in one write, with no per-request UTF-8 work.
  return reply
    .type('application/json; charset=utf-8')
    .serializer(asIs)
    .send(pollBodyOf(snapshot) as never);
}

const asIs = (body: unknown) => body as string;
const pollBodies = new WeakMap<LiveSnapshot, string>();

/** The body of a poll's 200, made once per snapshot (so once per live version). */
function pollBodyOf(snapshot: LiveSnapshot): string {
  let body = pollBodies.get(snapshot);
  if (!body) pollBodies.set(snapshot, (body = asciiJson(snapshot.json)));
  return body;
}
