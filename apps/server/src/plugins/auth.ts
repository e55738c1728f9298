import { msg } from '@bingo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { TokenService, type TokenClaims } from '../lib/tokens';
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

    // A callback hook that answers at once when the token and the user are already in memory, as
    // they are for every poll after the first: an async hook cost the polled live state a promise
    // and a tick per request (docs/decisions/037).
    // No closure is made on the fast path either: creating one per request showed in the profile.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config?.access;
      if (!access) return done();
      let known: AuthUser | null | undefined;
      try {
        known = knownCaller(app, request, access !== 'public');
      } catch (err) {
        return done(err as Error);
      }
      if (known !== undefined) return admit(request, access, known, done);
      authenticate(app, request, access !== 'public').then((user) => admit(request, access, user, done), done);
    });

    // Answers to a signed-in caller hold personal data: no browser, proxy or shared cache may keep
    // them (a phone lent to a neighbour, a hall's caching proxy). A route that chose its own policy
    // (the live state revalidates with its ETag) keeps it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const access = request.routeOptions.config?.access;
      if (access && (access !== 'public' || request.auth) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

function admit(request: FastifyRequest, access: Access, user: AuthUser | null, done: (err?: Error) => void): void {
  request.auth = user;
  done(access === 'admin' && !user?.is_admin ? new AppError(403, msg.forbidden) : undefined);
}

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

function bearerToken(request: FastifyRequest): string {
  // The scheme is case-insensitive (RFC 9110 §11.1): "bearer" is as good as "Bearer".
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/** No caller: a 401 with this sentence where the route requires one, else a visitor (null). */
function refuse(required: boolean, message: string): null {
  if (required) throw new AppError(401, message);
  return null;
}

/** The token's user, if the session still stands. */
function sessionUser(claims: TokenClaims, user: AuthUser | null, required: boolean): AuthUser | null {
  if (!user?.active) return refuse(required, msg.tokenUserInactive);
  // A session made before the user's latest password change or "sair de todos" has ended.
  if (user.session_version !== claims.sessionVersion) return refuse(required, msg.tokenInvalid);
  return user;
}

/**
 * The token as phones send it ("Bearer <token>"), when it is one already verified: the header read
 * without the regex, which showed in a poll's profile (docs/decisions/037). Every verified token
 * came out of `bearerToken`, so it holds no space: any other spelling misses here and is read
 * by `bearerToken` as before.
 */
function knownBearer(app: FastifyInstance, request: FastifyRequest): TokenClaims | null | undefined {
  const header = request.headers.authorization;
  return header !== undefined && header.startsWith('Bearer ') ? app.tokens.known(header.slice(7)) : undefined;
}

/** The caller from memory alone; undefined when the token or the user has to be looked up. */
function knownCaller(app: FastifyInstance, request: FastifyRequest, required: boolean): AuthUser | null | undefined {
  let claims = knownBearer(app, request);
  if (claims === undefined) {
    const token = bearerToken(request);
    if (!token) return refuse(required, msg.tokenMissing);
    claims = app.tokens.known(token);
  }
  if (claims === undefined) return undefined;
  if (!claims) return refuse(required, msg.tokenInvalid);
  const user = app.userDirectory.peek(claims.userId);
  return user === undefined ? undefined : sessionUser(claims, user, required);
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, required: boolean): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return refuse(required, msg.tokenMissing);
  const claims = await app.tokens.verify(token);
  if (!claims) return refuse(required, msg.tokenInvalid);
  return sessionUser(claims, await app.userDirectory.get(claims.userId), required);
}
