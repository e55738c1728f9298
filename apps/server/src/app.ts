import { msg } from '@bingo/core';
import crypto from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { validatorWithPlainIds } from './lib/id-params';
import { createMailer } from './mail/mailer';
import { livePlugin, liveRoutes } from './live';
import { appInfoRoutes, demoPayments } from './modules/app-info';
import { affiliateRoutes } from './modules/affiliates';
import { authRoutes } from './modules/auth';
import { batchRoutes } from './modules/batches';
import { cardAdminRoutes, cardRoutes } from './modules/cards';
import { couponRoutes } from './modules/coupons';
import { physicalSaleRoutes } from './modules/physical-sales';
import { pdfRoutes } from './pdf/pdf.routes';
import { drawRoutes } from './modules/draws';
import { eventRoutes } from './modules/events';
import { eventPageRoutes } from './modules/event-page';
import { foguetinhoRoutes } from './modules/foguetinho';
import { acumuladoRoutes } from './modules/acumulado';
import { guestRoutes } from './modules/guest';
import { healthRoutes } from './modules/health';
import { imageRoutes, uploadedFilesAtRoot } from './modules/images';
import { firstFrameSource } from './modules/first-frame';
import { findLinkPreview } from './modules/link-preview';
import { expirySweepPlugin, purchaseRoutes, webhookRoutes } from './modules/purchases';
import { reportRoutes } from './modules/reports';
import { resultRoutes } from './modules/results';
import { roundRecordRoutes } from './modules/round-records';
import { prizeRoutes } from './modules/prizes';
import { regulamentoRoutes } from './modules/regulamento';
import { contasRoutes } from './modules/contas';
import { roundRoutes } from './modules/rounds';
import { sponsorRoutes } from './modules/sponsors';
import { userRoutes } from './modules/users';
import { fakeCheckoutRoutes } from './payments/fake-checkout.routes';
import { paymentsPlugin } from './payments/provider';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { collaboratorsPlugin } from './plugins/collaborators';
import { servicesPlugin } from './plugins/services';
import { webPlugin } from './plugins/web';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Built web app to serve; null serves the API alone. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies(options.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      // A client's own id is taken only from a proxy we trust (it may be chained through its logs);
      // from anyone else it could be made to collide with, or to forge, other requests' log lines.
      const incoming = options.env.TRUST_PROXY === false ? undefined : req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: false } },
    // Errors raised before routing (a path that is not valid UTF-8 once decoded) get the API's
    // error shape too, not Fastify's English one.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ error: msg.badUrl });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorWithPlainIds);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(authPlugin, { secret: options.env.JWT_SECRET, expiresIn: options.env.JWT_EXPIRES_IN });
  await app.register(livePlugin);
  await app.register(collaboratorsPlugin, { env: options.env, mailer: createMailer(options.env, options.database.db, app.log) });
  await app.register(paymentsPlugin);
  // Every module's services, built once from the collaborators above (docs/decisions/039).
  await app.register(servicesPlugin);
  await app.register(expirySweepPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appInfoRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(affiliateRoutes);
      await api.register(eventRoutes);
      await api.register(foguetinhoRoutes);
      await api.register(acumuladoRoutes);
      await api.register(roundRoutes);
      await api.register(regulamentoRoutes);
      await api.register(contasRoutes);
      await api.register(drawRoutes);
      await api.register(roundRecordRoutes);
      await api.register(resultRoutes);
      await api.register(prizeRoutes);
      await api.register(liveRoutes);
      await api.register(cardRoutes);
      await api.register(cardAdminRoutes);
      await api.register(batchRoutes);
      await api.register(physicalSaleRoutes);
      await api.register(pdfRoutes);
      await api.register(imageRoutes);
      await api.register(sponsorRoutes);
      await api.register(guestRoutes);
      await api.register(couponRoutes);
      await api.register(purchaseRoutes);
      await api.register(webhookRoutes);
      await api.register(reportRoutes);
      await api.register(eventPageRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(fakeCheckoutRoutes);
  await app.register(uploadedFilesAtRoot);
  await app.register(webPlugin, {
    distDir: options.webDist ?? null,
    demoPayments: demoPayments(app.env),
    preview: (url) => findLinkPreview(app.db, app.env.PUBLIC_URL, url),
    firstFrame: firstFrameSource(app),
  });
  return app;
}

/**
 * Fastify's trust function for TRUST_PROXY. A hop count trusts the n nearest hops (hop 0 is the
 * socket's peer): the client is the address the last trusted proxy saw, never the left-most
 * X-Forwarded-For entry a client can write itself. (Fastify takes a bare number as "trust no one".)
 */
function trustedProxies(setting: Env['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting > 0 ? (_address, hop) => hop < setting : false;
  return setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
