/**
 * A PostgreSQL array literal for one bind parameter ('{1,2,NULL}', '{"a","b\\"c"}'). Both drivers
 * then send one text value whatever the row count, and the statement casts it (::int[], ::text[]).
 */
export function pgArray(values: readonly (string | number | null | undefined)[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new RangeError('pgArray: número inválido');
      return String(v);
    }
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
