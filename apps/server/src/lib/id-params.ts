import { MAX_ID, idParam } from '@bingo/core';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** An id as a URL usually carries it: digits without a leading zero, sign, space or decimals. */
const PLAIN_ID = /^[1-9]\d{0,9}$/;

/**
 * zod's validator for every schema, except that a path's `{ id }` (`idParam`) written plainly is
 * read without zod: that read cost the live state's poll, answered from memory twice a second
 * per phone, about a microsecond of the few dozen it costs (docs/benchmarks.md, docs/decisions/037).
 * Anything else ('007', '0', ids past MAX_ID) still goes to zod, so it is accepted or refused
 * with the same sentence as before.
 */
export const validatorWithPlainIds: FastifySchemaCompiler<ZodType> = (route) => {
  const zod = validatorCompiler(route);
  if (route.schema !== idParam) return zod;
  return (data) => {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && PLAIN_ID.test(id)) {
      const value = Number(id);
      if (value <= MAX_ID) return { value: { id: value } };
    }
    return zod(data);
  };
};
