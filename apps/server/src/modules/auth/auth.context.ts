import type { FastifyInstance } from 'fastify';
import { AuthService } from './auth.service';

/** The AuthService of an app (other modules, like guest checkout, reuse it). */
export function authService(app: FastifyInstance): AuthService {
  return new AuthService(app.db, app.tokens, app.userDirectory, app.mailer, app.env);
}
