import type { Client, ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import { API_BASE, apiRequest } from '../api-client';
import type { paths } from './schema';

/**
 * The API typed by the server's own OpenAPI document (schema.d.ts, `npm run contract`): paths,
 * path and query params, bodies and answers all come from the routes, so a renamed field fails
 * `npm run typecheck`. The types are openapi-fetch's; the request itself goes through apiRequest,
 * the one place with the token, the pt-BR errors and the session rules (decisions/010).
 */
type Api = Client<paths, 'application/json'>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ApiPath<M extends Method> = ClientPathsWithMethod<Api, M>;
/** The 2xx JSON answer of one route, e.g. `ResponseOf<'/api/events', 'get'>`. */
export type ResponseOf<P extends ApiPath<M>, M extends Method> = MethodResponse<Api, M, P>;
type Operation<P extends ApiPath<M>, M extends Method> = paths[P][M];
/** The JSON body one route takes. */
export type BodyOf<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The query parameters one route takes. */
export type QueryOf<P extends ApiPath<M>, M extends Method> = NonNullable<
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never
>;

type Init<P extends ApiPath<M>, M extends Method> = MaybeOptionalInit<paths[P], M>;
/** Optional when the route needs no params and no body, as in openapi-fetch. */
type InitArgs<P extends ApiPath<M>, M extends Method> = undefined extends Init<P, M> ? [init?: Init<P, M>] : [init: Init<P, M>];

interface LooseInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal | null;
  headers?: Record<string, string>;
}

/** '/api/rounds/{id}' with { id: 5 } is '/rounds/5' (apiRequest adds the base path). */
export function fillPath(path: string, pathParams: Record<string, unknown> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name])));
  return filled.startsWith(API_BASE) ? filled.slice(API_BASE.length) : filled;
}

/**
 * A GET route's path with its params filled in, for the calls that need the raw Response rather
 * than JSON (file downloads, the live screens' ETag polling and event stream): the path is still
 * checked against the routes.
 */
export function routePath<P extends ApiPath<'get'>>(path: P, pathParams?: Record<string, string | number>): string {
  return fillPath(path, pathParams);
}

function caller<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[init]: InitArgs<P, M>): Promise<ResponseOf<P, M>> => {
    const { params, body, signal, headers } = (init ?? {}) as LooseInit;
    return apiRequest<ResponseOf<P, M>>(fillPath(path, params?.path), {
      method: method.toUpperCase() as Uppercase<M>,
      query: params?.query as Record<string, string | number | boolean | null | undefined> | undefined,
      body,
      signal: signal ?? undefined,
      headers,
    });
  };
}

export const apiClient = {
  GET: caller('get'),
  POST: caller('post'),
  PUT: caller('put'),
  PATCH: caller('patch'),
  DELETE: caller('delete'),
};
