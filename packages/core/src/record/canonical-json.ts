/**
 * JSON canonicalisation by RFC 8785 (JCS): object keys sorted by their UTF-16 code units, no
 * whitespace, strings escaped as JSON.stringify does, numbers written as ECMAScript writes them.
 * That is exactly what JSON.stringify does for everything but key order, so the scheme is a few
 * lines here rather than a dependency (docs/decisions/015): the server and the browser run this
 * same file, and anyone can redo it with any RFC 8785 library.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('JSON canônico não aceita NaN nem infinito.');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    // String < compares UTF-16 code units, which is RFC 8785's order; an object's keys never tie.
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`JSON canônico não aceita ${typeof value}.`);
}
