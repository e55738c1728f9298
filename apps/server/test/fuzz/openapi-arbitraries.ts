import fc from 'fast-check';
import { badDate, boundaryNumbers, boundaryStrings } from './boundary-values';

/** The part of a JSON schema (as @fastify/swagger prints it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
}

/**
 * A date field by its format or, should a schema lose its format again (start_date was a plain
 * string), by its name: start_date, payment_date, created_at, from, to…
 */
export function isDateLike(schema: JsonSchema, key?: string): boolean {
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  return key !== undefined && /date|(^|_)(at|from|to|since|until)$/i.test(key);
}

/** Values of any JSON type (for wrong-type and extra-field cases). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.constantFrom(...boundaryNumbers),
  fc.constantFrom(...boundaryStrings),
);

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200))
        .map((s) => s.slice(0, 200));
    } catch {
      // an unsupported pattern: plain strings below
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, 50);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefgh xyzçã0123456789-@.') });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000);
  let max = schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 100_000);
  min = Math.max(min, -(2 ** 31));
  max = Math.min(max, 2 ** 31 - 1);
  if (max < min) max = min;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values for a JSON schema: mostly what it accepts (so requests reach the handlers), sometimes a boundary or
 * a value of the wrong type (so validation and the database mapping are exercised too).
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0, key?: string): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongValue;
  const valid = validValueFor(schema, depth);
  const kind = typeOf(schema);
  if (kind === 'string' && isDateLike(schema, key)) {
    return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 2, arbitrary: badDate }, { weight: 1, arbitrary: wrongValue });
  }
  // null where a number is required: z.coerce.number read it as 0, and card_price: null was stored as R$ 0,00.
  if ((kind === 'number' || kind === 'integer') && !isNullable(schema)) {
    return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongValue });
  }
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: wrongValue });
}

function isNullable(schema: JsonSchema): boolean {
  return Boolean(schema.nullable) || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function validValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  const nullable = isNullable(schema);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(schema)) {
      case 'string':
        return validString(schema);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 5),
          maxLength: Math.min(Math.max(schema.maxItems ?? 5, schema.minItems ?? 0), 5),
        });
      case 'object':
        return objectFor(schema, depth);
      default:
        return wrongValue;
    }
  })();
  return nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

/** An object of the schema's properties: required ones usually there, optional ones sometimes, now and then an extra field. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, sub]) =>
    fc
      .tuple(fc.constant(key), valueFor(sub, depth + 1, key), fc.integer({ min: 0, max: 9 }))
      .map(([k, v, dice]) => ({ k, v, keep: required.has(k) ? dice > 0 : dice > 3 })),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(fc.tuple(fc.constantFrom('is_admin', 'status', 'id', '__proto__', 'constructor', 'user_id', 'extra'), wrongValue), {
        freq: 5,
      }),
    )
    .map(([fields, extra]) => {
      const out: Record<string, unknown> = {};
      for (const f of fields) if (f.keep) out[f.k] = f.v;
      if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
      return out;
    });
}

/** A path parameter: a plausible id or value, or a boundary string. */
export function pathValue(schema: JsonSchema | undefined, small: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...small.map(String)) },
    { weight: 2, arbitrary: valueFor(schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...boundaryStrings) },
  );
}

export type BodyCase = { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType: string | undefined };

const malformedBodies = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"name": "\u0000"}',
  '"texto"',
  '12',
  '',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"__proto__": {"is_admin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
];

/** A request body: mostly the schema's object, sometimes malformed JSON, a wrong content type, or JSON of another shape. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 6, arbitrary: (schema ? valueFor(schema) : wrongValue).map((value): BodyCase => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: wrongValue.map((value): BodyCase => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...malformedBodies), fc.constantFrom('application/json', 'application/json; charset=utf-8'))
        .map(([payload, contentType]): BodyCase => ({ kind: 'raw', payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('a=1&b=2', '<xml/>', 'texto', ''),
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
            undefined,
          ),
        )
        .map(([payload, contentType]): BodyCase => ({ kind: 'raw', payload, contentType })),
    },
  );
}
