import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/**
 * The security of an operation follows from the access level the route declares (decisions 001),
 * so the description cannot drift from what the auth hook enforces: a public route needs no
 * token (`security: []`; none reads one), every other route the bearer token.
 */
function securityOf(route: RouteOptions): Record<string, string[]>[] | undefined {
  const access = route.config?.access;
  if (!access) return undefined; // not an API route (the docs pages, the fake checkout)
  return access === 'public' ? [] : [{ bearer: [] }];
}

/** zod to JSON Schema (fastify-type-provider-zod), then the operation's security from its access. */
export const describeRoute: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const security = securityOf(input.route);
  const schema: FastifySchema & { security?: unknown } = { ...out.schema };
  if (security) schema.security = security;
  return { ...out, schema };
};
