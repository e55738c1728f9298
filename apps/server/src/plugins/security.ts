import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { msg } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP the built app satisfies, and rate limits.
 * No global per-address limit: a whole parish hall shares one address behind its Wi-Fi and every
 * phone polls the live state twice a second. Only the routes open to abuse (login, register,
 * password reset, guest checkout, affiliate clicks) opt in with `config.rateLimit`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-bootstrap and the colour picker set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something behind TLS; the proxy in front decides (see README).
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: `${msg.rateLimited} (tente novamente em ${Math.ceil(context.ttl / 1000)} s)`,
    }),
  });
});
