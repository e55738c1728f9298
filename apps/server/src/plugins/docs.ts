import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@bingo/core';

type OpenApiDoc = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/**
 * Any route can answer an error its own schema does not list (a 400 from validation, 401/403 from
 * the access hook, 429, 503): every operation documents them as its `default` answer, the one
 * error shape of decisions.md §11. The fuzz test holds every answer to the declared schemas.
 */
function withDefaultError(doc: OpenApiDoc): OpenApiDoc {
  const schema = z.toJSONSchema(errorSchema, { target: 'openapi-3.0' });
  const answer = { description: 'Erro: {error} em pt-BR (e fields na validação)', content: { 'application/json': { schema } } };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) operation.responses = { ...operation.responses, default: answer };
  }
  return doc;
}

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bingo Beneficente API', version: '1.0.0', description: 'API do Bingo Beneficente. Textos em pt-BR.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => withDefaultError(('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as OpenApiDoc) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI page ships its own hashed inline script and inline styles. Its default policy also
    // asks to upgrade requests to https, which breaks the page on a plain-http local install.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'").replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
