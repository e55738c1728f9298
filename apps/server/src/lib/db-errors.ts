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

/**
 * PostgreSQL's data exceptions (class 22) that a value sent by the caller causes: each is a 400 with
 * a pt-BR sentence, never a 500 (decisions.md §11). The request schemas refuse these values first; this
 * is the net behind them ('99999' as a date once reached the database as year 99999 and failed
 * with 22009). Left out on purpose: 22012 division_by_zero and 2200H sequence_generator_limit_exceeded,
 * which are the server's own faults.
 */
const dataExceptions: Record<string, string> = {
  '22007': msg.dateOutOfRange, // invalid_datetime_format
  '22008': msg.dateOutOfRange, // datetime_field_overflow: year 0, 2026-02-30
  '22009': msg.dateOutOfRange, // invalid_time_zone_displacement_value: '+099999-01-01T00:00:00.000Z'
  '22015': msg.dateOutOfRange, // interval_field_overflow
  '22003': msg.numberOutOfRange, // numeric_value_out_of_range: an int4 above 2147483647, a numeric too wide
  '22P01': msg.numberOutOfRange, // floating_point_exception
  '2201W': msg.numberOutOfRange, // invalid_row_count_in_limit_clause
  '2201X': msg.numberOutOfRange, // invalid_row_count_in_result_offset_clause
  '22001': msg.validation, // string_data_right_truncation: a text longer than its column
  '22P02': msg.validation, // invalid_text_representation: 'abc' for an integer
  '22018': msg.validation, // invalid_character_value_for_cast
  '22004': msg.validation, // null_value_not_allowed
  '22023': msg.validation, // invalid_parameter_value
  '22021': msg.validation, // character_not_in_repertoire: a NUL (\u0000) in a text value
  '22P05': msg.validation, // untranslatable_character
};

/** Database failures that reach the error handler: a bad value is the caller's fault, a lost server is 503. */
export function describeDbError(err: unknown): { status: number; message: string } | null {
  const pg = pgErrorOf(err);
  if (!pg?.code) return null;
  if (connectionCodes.has(pg.code)) return { status: 503, message: msg.databaseUnavailable };
  const dataMessage = dataExceptions[pg.code];
  if (dataMessage) return { status: 400, message: dataMessage };
  switch (pg.code) {
    case '23505':
      return { status: 409, message: 'Registro já existe.' };
    case '23503':
    case '23001': // restrict_violation: what PostgreSQL 18 (PGlite) reports for an ON DELETE RESTRICT
      return { status: 409, message: 'Registro em uso ou referência inexistente.' };
    case '23514': // check_violation
    case '23502': // not_null_violation
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
