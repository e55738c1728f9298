import type { FastifyInstance } from 'fastify';

/**
 * The one set of collaborators every module builds its services from (docs/decisions/039): the
 * database, the configuration, the payment provider, the ranking engines, the user directory,
 * the token service, the mailer and the logger. The app's plugins decorate them; the services
 * plugin hands this view of the app to each module's factory, once.
 */
export type AppDeps = Pick<
  FastifyInstance,
  'database' | 'db' | 'env' | 'payments' | 'rankings' | 'userDirectory' | 'tokens' | 'mailer' | 'log'
>;
