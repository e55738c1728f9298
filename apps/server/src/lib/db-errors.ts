import { msg } from '@bingo/core';

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

const connectionMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /database closed/i,
  /Client has encountered a connection error/i,
  /Query read timeout/i, // the database stopped answering (see QUERY_TIMEOUT_MS in db/postgres.ts)
];

/** The PostgreSQL error under Drizzle's wrapper, if any. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string; message: string } | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: string; message?: string; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$|^E[A-Z]+$/.test(e.code)) {
      return { code: e.code, constraint: e.constraint, message: e.message ?? '' };
    }
    if (typeof e.message === 'string' && connectionMessages.some((re) => re.test(e.message!))) {
      return { code: 'ECONNRESET', message: e.message };
    }
    current = e.cause;
  }
  return null;
}

/** Database failures that reach the error handler: a bad value is the caller's fault, a lost server is 503. */
export function describeDbError(err: unknown): { status: number; message: string } | null {
  const pg = pgErrorOf(err);
  if (!pg?.code) return null;
  if (connectionCodes.has(pg.code)) return { status: 503, message: msg.databaseUnavailable };
  switch (pg.code) {
    case '23505':
      return { status: 409, message: 'Registro já existe.' };
    case '23503':
    case '23001': // restrict_violation: what PostgreSQL 18 (PGlite) reports for an ON DELETE RESTRICT
      return { status: 409, message: 'Registro em uso ou referência inexistente.' };
    case '23514':
    case '23502':
    case '22P02':
    case '22021': // character_not_in_repertoire: a NUL (\u0000) in a text value
    case '22P05': // untranslatable_character
    case '22003':
    case '22001':
    case '22007':
    case '22008':
      return { status: 400, message: msg.validation };
    default:
      return null;
  }
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}

/** A row still referenced by another (PostgreSQL 15 says 23503, PostgreSQL 18 / PGlite 23001 for RESTRICT). */
export function isStillReferenced(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === '23503' || code === '23001';
}
