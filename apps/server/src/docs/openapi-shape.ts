import { errorSchema } from '@bingo/core';
import { z } from 'zod';

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, unknown> };
export type OpenApiDoc = Json & { paths?: Record<string, Record<string, Operation>> };

/**
 * Any route can answer an error its own schema does not list (a 400 from validation, 401/403 from
 * the access hook, 404, 429; a 503): every operation documents them as `4XX` and `default`, the
 * one error shape of decisions.md §11. The fuzz test holds every answer to the declared schemas.
 */
export function withErrorAnswers(doc: OpenApiDoc): OpenApiDoc {
  const schema = z.toJSONSchema(errorSchema, { target: 'openapi-3.0' });
  const answer = { description: 'Erro: {error} em pt-BR (e fields na validação)', content: { 'application/json': { schema } } };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) operation.responses = { ...operation.responses, '4XX': answer, default: answer };
  }
  return doc;
}

/**
 * OpenAPI 3.0 has no `null` type: `nullable: true` only means something next to a `type`. zod's
 * converter writes a nullable union as `{nullable: true, anyOf: [...]}`, which tools read as not
 * nullable (Redocly: nullable-type-sibling). Here the flag moves into each alternative, where it
 * has its 3.0 meaning; an alternative without a type gets a null-only alternative beside it.
 */
export function withNullableInAlternatives<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withNullableInAlternatives) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullableInAlternatives(value);
  const alternatives = (out.anyOf ?? out.oneOf) as Json[] | undefined;
  if (out.nullable === true && out.type === undefined && Array.isArray(alternatives)) {
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    const typed = alternatives.map((alt) => (alt.type === undefined ? alt : { ...alt, nullable: true }));
    if (typed.some((alt) => alt.type === undefined)) typed.push({ type: 'string', nullable: true, enum: [null] });
    out[key] = typed;
    delete out.nullable;
  }
  return out as T;
}
