import { Ajv, type ValidateFunction } from 'ajv';
import type { JsonSchema } from './openapi-arbitraries';

interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
}
export type OpenApiResponses = Record<string, ResponseObject>;

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum: 0, exclusiveMinimum: true`; JSON Schema
 * draft 7 (what Ajv reads) as `exclusiveMinimum: 0`. `nullable` Ajv understands, but only for
 * `type`: a nullable enum (zod's `.enum().nullable()`) also allows null among its values.
 */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toDraft7(value);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] && typeof out[bound] === 'number') out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

/**
 * Holds answers to the response schemas the API declares for each operation. A 2xx status must be
 * declared as such; an error may fall back to the operation's `default` (the common error shape).
 */
export class ResponseSchemas {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction | null>();
  /** Answers checked against a schema, by status class: a check that never runs proves nothing. */
  readonly checked = { success: 0, error: 0 };

  constructor(private readonly responsesOf: (method: string, path: string) => OpenApiResponses) {}

  private validator(method: string, path: string, status: number): ValidateFunction | null | undefined {
    const responses = this.responsesOf(method, path);
    const key = [String(status), `${String(status)[0]}XX`, ...(status >= 400 ? ['default'] : [])].find((k) => k in responses);
    if (!key) return undefined;
    const id = `${method} ${path} ${key}`;
    if (!this.compiled.has(id)) {
      const schema = responses[key]!.content?.['application/json']?.schema;
      this.compiled.set(id, schema ? this.ajv.compile(toDraft7(schema) as object) : null);
    }
    return this.compiled.get(id);
  }

  /** Why an answer does not match what its operation declares, or null when it does. */
  mismatch(method: string, path: string, status: number, contentType: string, body: string): string | null {
    const validate = this.validator(method, path, status);
    if (validate === undefined) return `status ${status} is not declared for ${method} ${path}`;
    if (validate === null || !contentType.includes('application/json')) return null; // no JSON body declared or sent
    if (body === '') return `status ${status}: an empty body where JSON is declared`;
    const ok = validate(JSON.parse(body));
    this.checked[status < 400 ? 'success' : 'error'] += 1;
    return ok ? null : `status ${status}: ${this.ajv.errorsText(validate.errors)}`;
  }
}
