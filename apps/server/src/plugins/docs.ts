import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withErrorAnswers, withNullableInAlternatives, type OpenApiDoc } from '../docs/openapi-shape';
import { describeRoute } from '../docs/openapi-transform';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bingo Beneficente API', version: '1.0.0', description: 'API do Bingo Beneficente. Textos em pt-BR.' },
      // The paths carry /api: a client calls the same origin that serves this description.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: describeRoute,
    transformObject: (documentObject) => {
      const doc = ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as OpenApiDoc;
      return withNullableInAlternatives(withErrorAnswers(doc)) as never;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI page ships its own hashed inline script and inline styles. Its default policy also
    // asks to upgrade requests to https, which breaks the page on a plain-http local install.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
