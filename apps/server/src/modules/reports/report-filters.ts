import { TIME_ZONE, type ReportQuery } from '@bingo/core';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The report filters as SQL conditions. Days are São Paulo days: `from` includes its whole day
 * from local midnight, `to` includes its whole day up to the next local midnight.
 */
export function period(createdAt: AnyColumn, query: ReportQuery): SQL | undefined {
  return and(
    query.from ? sql`${createdAt} >= (${query.from}::date::timestamp at time zone ${TIME_ZONE})` : undefined,
    query.to ? sql`${createdAt} < ((${query.to}::date + 1)::timestamp at time zone ${TIME_ZONE})` : undefined,
  );
}

export function ofEvent(eventId: AnyColumn, query: ReportQuery): SQL | undefined {
  return query.event_id === undefined ? undefined : eq(eventId, query.event_id);
}

/** A money sum done by the database, read back as a number (numeric arrives as text). */
export const moneySum = (expr: SQL | AnyColumn) => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);
export const intSum = (expr: SQL | AnyColumn) => sql<number>`coalesce(sum(${expr}), 0)::int`.mapWith(Number);
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);
