import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    mailer: Mailer;
  }
}

/** Shared collaborators the modules build their services from (lib/app-deps.ts). */
export const collaboratorsPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; mailer: Mailer }) => {
    app.decorate('env', opts.env);
    app.decorate('mailer', opts.mailer);
  },
  { name: 'collaborators' },
);
