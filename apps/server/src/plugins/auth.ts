import { msg } from '@bingo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { TokenService } from '../lib/tokens';
import { UserDirectory, type AuthUser } from '../modules/users';

/** Who may call a route (decisions.md §10). Every route must say it in `config.access`. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, as registered (the access matrix tests read it). */
    accessTable: { method: string; url: string; access: Access }[];
    tokens: TokenService;
    userDirectory: UserDirectory;
    /**
     * For a public route that signed-in screens also use (the live follow, docs/decisions/028): a
     * token that no longer works is refused with its 401, as on a signed-in route, so the phone
     * whose session ended goes to the login instead of following on as a visitor.
     */
    refuseEndedSession: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the Bearer token of every request and enforces the route's declared access level. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
    app.decorate('tokens', new TokenService(opts.secret, opts.expiresIn));
    const directory = new UserDirectory(app.database);
    await directory.start();
    app.decorate('userDirectory', directory);
    app.decorateRequest('auth', null);
    app.decorate('accessTable', []);
    app.decorate('refuseEndedSession', async (request: FastifyRequest) => {
      if (request.headers.authorization && !request.auth) await authenticate(app, request, true);
    });

    app.addHook('onRoute', (route) => {
      const url = route.url;
      if (!url.startsWith('/api/') || route.method === 'HEAD') return;
      const access = route.config?.access;
      if (!access) throw new Error(`Rota sem nível de acesso declarado: ${String(route.method)} ${url}`);
      for (const method of [route.method].flat()) app.accessTable.push({ method, url, access });
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      request.auth = await authenticate(app, request, access !== 'public');
      if (access === 'admin' && !request.auth?.is_admin) throw new AppError(403, msg.forbidden);
    });

    // Answers to a signed-in caller hold personal data: no browser, proxy or shared cache may keep
    // them (a phone lent to a neighbour, a hall's caching proxy). A route that chose its own policy
    // (the live state revalidates with its ETag) keeps it.
    app.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access || (access === 'public' && !request.auth)) return;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

async function authenticate(app: FastifyInstance, request: FastifyRequest, required: boolean): Promise<AuthUser | null> {
  // The scheme is case-insensitive (RFC 9110 §11.1): "bearer" is as good as "Bearer".
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!token) {
    if (required) throw new AppError(401, msg.tokenMissing);
    return null;
  }
  const claims = await app.tokens.verify(token);
  if (!claims) {
    if (required) throw new AppError(401, msg.tokenInvalid);
    return null;
  }
  const user = await app.userDirectory.get(claims.userId);
  if (!user?.active) {
    if (required) throw new AppError(401, msg.tokenUserInactive);
    return null;
  }
  // A session made before the user's latest password change or "sair de todos" has ended.
  if (user.session_version !== claims.sessionVersion) {
    if (required) throw new AppError(401, msg.tokenInvalid);
    return null;
  }
  return user;
}
