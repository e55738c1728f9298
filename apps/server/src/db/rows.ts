/** The rows of a raw `db.execute` result: node-postgres answers {rows}, PGlite answers {rows} too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
