/** A LIKE/ILIKE pattern matching `value` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
