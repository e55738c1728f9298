import { msg } from '@bingo/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from './user-directory';

/**
 * The signed-in user of a route whose declared access is 'user' or 'admin': the auth hook has
 * already refused the request without one (decisions.md §10), so this never throws there; on a
 * public route it answers 401 like the hook would, instead of a crash on a missing user.
 */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError(401, msg.tokenMissing);
  return request.auth;
}
