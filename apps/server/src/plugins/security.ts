import rateLimit from '@fastify/rate-limit';
import { msg } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaders } from './security-headers';

/**
 * Security headers with a CSP the built app satisfies, and rate limits.
 * No global per-address limit: a whole parish hall shares one address behind its Wi-Fi and every
 * phone polls the live state twice a second. Only the routes open to abuse (login, register,
 * password reset, guest checkout, affiliate clicks) opt in with `config.rateLimit`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the Vender cartela screen compile its barcode decoder (WebAssembly); it allows no JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
    // HSTS only on answers that went out over TLS (below): over plain HTTP it means nothing, and
    // a development machine on http://localhost must not be told to insist on HTTPS.
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  const names = Object.keys(headers);
  // A callback hook, not an async one: it runs on every request, polls included (docs/decisions/037).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    done();
  });
  // request.protocol is 'https' on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says so
  // in X-Forwarded-Proto. 180 days, as helmet's default.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: `${msg.rateLimited} (tente novamente em ${Math.ceil(context.ttl / 1000)} s)`,
    }),
  });
});
