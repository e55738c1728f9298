import type { JsonSchema } from '../fuzz/openapi-arbitraries';

/** One deliberately wrong value for one field: `value` undefined means the field is left out. */
export interface InvalidCase {
  path: string[];
  what: string;
  value: unknown;
}

/** Values a field of this schema must refuse, one per rule it declares (type, bounds, length, format, options). */
export function invalidValues(schema: JsonSchema, inQuery: boolean): { what: string; value: unknown }[] {
  const s = plain(schema);
  const type = [s.type].flat()[0];
  const out: { what: string; value: unknown }[] = [];
  // In a query or path everything arrives as text, so only texts that are not numbers can be the wrong type.
  if (type === 'integer' || type === 'number') out.push({ what: 'not a number', value: 'abc' });
  else if (type === 'boolean') out.push({ what: 'not a boolean', value: 'talvez' });
  else if (!inQuery && type === 'string') out.push({ what: 'not a text', value: 12345 });
  else if (!inQuery && (type === 'array' || type === 'object')) out.push({ what: `not an ${type}`, value: 'x' });
  if (type === 'integer') out.push({ what: 'not an integer', value: inQuery ? '1.5' : 1.5 });
  // What z.coerce.number once read as 16, 1000, 1 and 5 (a draw of {"number": true} called ball 1).
  if (type === 'integer' || type === 'number') {
    out.push({ what: 'a hexadecimal text', value: '0x10' }, { what: 'an exponent text', value: '1e3' });
    if (!inQuery) out.push({ what: 'a boolean', value: true }, { what: 'a list', value: [5] });
  }
  const num = (n: number) => (inQuery ? String(n) : n);
  if (typeof s.minimum === 'number') out.push({ what: 'below minimum', value: num(s.minimum - 1) });
  if (typeof s.exclusiveMinimum === 'number') out.push({ what: 'at exclusive minimum', value: num(s.exclusiveMinimum) });
  if (typeof s.maximum === 'number' && s.maximum < Number.MAX_SAFE_INTEGER) out.push({ what: 'above maximum', value: num(s.maximum + 1) });
  if (typeof s.exclusiveMaximum === 'number') out.push({ what: 'at exclusive maximum', value: num(s.exclusiveMaximum) });
  if (type === 'string' && typeof s.minLength === 'number' && s.minLength > 0)
    out.push({ what: 'too short', value: 'a'.repeat(s.minLength - 1) });
  if (type === 'string' && typeof s.maxLength === 'number' && s.maxLength < 100_000)
    out.push({ what: 'too long', value: 'a'.repeat(s.maxLength + 1) });
  if (s.format && ['email', 'date', 'date-time', 'uri', 'uuid'].includes(s.format)) out.push({ what: `bad ${s.format}`, value: '31/12/x' });
  if (s.pattern) out.push({ what: 'against its pattern', value: '!!! ???' });
  if (s.enum) out.push({ what: 'not one of the options', value: '__nenhuma__' });
  if (type === 'array' && typeof s.minItems === 'number' && s.minItems > 0) out.push({ what: 'too few items', value: [] });
  return out;
}

/** Every invalid case of an object schema's properties, nested objects included (their other fields left out). */
export function invalidCases(schema: JsonSchema | undefined, inQuery: boolean, prefix: string[] = []): InvalidCase[] {
  const s = schema && plain(schema);
  if (!s?.properties) return [];
  return Object.entries(s.properties).flatMap(([key, property]) => {
    const path = [...prefix, key];
    const own = invalidValues(property, inQuery).map((c) => ({ path, ...c }));
    const missing = s.required?.includes(key) ? [{ path, what: 'missing', value: undefined }] : [];
    return [...missing, ...own, ...invalidCases(property, inQuery, path)];
  });
}

/** An object holding only the case's value at its path. */
export function bodyOf(c: InvalidCase): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let at = body;
  c.path.slice(0, -1).forEach((key) => {
    at[key] = {};
    at = at[key] as Record<string, unknown>;
  });
  if (c.value !== undefined) at[c.path.at(-1)!] = c.value;
  return body;
}

/** The schema without its `null` alternative (a nullable field is refused for the same reasons). */
function plain(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const notNull = variants.filter((v) => v.type !== 'null');
  return notNull.length === 1 ? plain(notNull[0]!) : schema;
}
