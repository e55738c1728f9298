import { fieldErrorSentence, msg } from '@bingo/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { describeDbError } from '../lib/db-errors';

const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg.bodyTooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg.malformedJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg.malformedJson],
};

const statusText: Record<number, string> = {
  400: msg.validation,
  401: msg.tokenInvalid,
  403: msg.forbidden,
  404: msg.notFound,
  405: 'Método não permitido.',
  406: 'Formato de resposta não aceito.',
  413: msg.bodyTooLarge,
  415: msg.unsupportedMedia,
  429: msg.rateLimited,
};

/** Maps every failure to `{error, fields?}` with a pt-BR sentence (decisions.md §11). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'body';
        fields[key] ??= issue.message ?? msg.validation;
      }
      const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['', msg.validation];
      const error = fieldErrorSentence(firstKey, firstMessage);
      return reply.status(400).send({ error, fields });
    }
    if (err instanceof AppError) {
      return reply.status(err.status).send(err.fields ? { error: err.message, fields: err.fields } : { error: err.message });
    }
    const db = describeDbError(err);
    if (db) {
      if (db.status >= 500) request.log.error({ err }, 'database unavailable');
      return reply.status(db.status).send({ error: db.message });
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[1] });
    if (err instanceof SyntaxError || err.name === 'SyntaxError') {
      return reply.status(400).send({ error: msg.malformedJson });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: statusText[status] ?? msg.validation });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: msg.internal });
  });
});
