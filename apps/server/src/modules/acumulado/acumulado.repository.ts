import { type AcumuladoChange, type AcumuladoKind, publicName } from '@bingo/core';
import { aliasedTable, and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acumuladoChanges, events, rounds, users } from '../../db/schema';

export type AcumuladoEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'name' | 'startDate' | 'status' | 'acumuladoValue' | 'acumuladoBallLimit' | 'acumuladoIncrement'
>;

const eventColumns = {
  id: events.id,
  name: events.name,
  startDate: events.startDate,
  status: events.status,
  acumuladoValue: events.acumuladoValue,
  acumuladoBallLimit: events.acumuladoBallLimit,
  acumuladoIncrement: events.acumuladoIncrement,
};

export interface NewChange {
  eventId: number;
  kind: AcumuladoKind;
  valueBefore: number;
  valueAfter: number;
  ballLimit: number | null;
  roundId?: number | null;
  otherEventId?: number | null;
  userId?: number | null;
  reason?: string | null;
}

/** The pot's history (docs/decisions/032): rows are only ever inserted. */
export class AcumuladoRepository {
  constructor(private readonly db: Db) {}

  async event(id: number, lock = false): Promise<AcumuladoEventRow | null> {
    const query = this.db.select(eventColumns).from(events).where(eq(events.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The event's terms; the change that goes with them is inserted by the caller in the same transaction. */
  async setTerms(eventId: number, terms: { value: number; ball_limit: number; increment: number } | null): Promise<void> {
    await this.db
      .update(events)
      .set({
        acumuladoValue: terms?.value ?? null,
        acumuladoBallLimit: terms?.ball_limit ?? null,
        acumuladoIncrement: terms?.increment ?? null,
        updatedAt: new Date(),
      })
      .where(eq(events.id, eventId));
  }

  /** The pot now: the last change's value, 0 before any. */
  async pot(eventId: number): Promise<{ value: number; changes: number }> {
    const [last] = await this.db
      .select({ value: acumuladoChanges.valueAfter, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(acumuladoChanges)
      .where(eq(acumuladoChanges.eventId, eventId))
      .orderBy(desc(acumuladoChanges.id))
      .limit(1);
    return { value: last ? Number(last.value) : 0, changes: last?.n ?? 0 };
  }

  async insert(change: NewChange): Promise<void> {
    await this.db.insert(acumuladoChanges).values(change);
  }

  /** Whether the round's finish already moved the pot: a reopened round does not move it twice. */
  async settled(roundId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: acumuladoChanges.id })
      .from(acumuladoChanges)
      .where(and(eq(acumuladoChanges.roundId, roundId), inArray(acumuladoChanges.kind, ['won', 'carried_over'])))
      .limit(1);
    return !!row;
  }

  /** Marked rounds of the event still to be played or in play, besides `exceptRoundId`. */
  async markedRoundsLeft(eventId: number, exceptRoundId: number | null = null): Promise<number> {
    const rows = await this.db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.eventId, eventId),
          eq(rounds.acumulado, true),
          ne(rounds.status, 'finished'),
          exceptRoundId === null ? undefined : ne(rounds.id, exceptRoundId),
        ),
      );
    return rows.length;
  }

  async markedRoundInPlay(eventId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.eventId, eventId), eq(rounds.acumulado, true), eq(rounds.status, 'in_progress')))
      .limit(1);
    return !!row;
  }

  /** A marked round not started yet loses its mark when the event's acumulado is taken away. */
  async unmarkNotStarted(eventId: number): Promise<void> {
    await this.db
      .update(rounds)
      .set({ acumulado: false })
      .where(and(eq(rounds.eventId, eventId), eq(rounds.acumulado, true), eq(rounds.status, 'not_started')));
  }

  /** The next event that runs an acumulado and is not finished: the one starting after `from`, locked. */
  async nextEvent(from: AcumuladoEventRow): Promise<AcumuladoEventRow | null> {
    const [row] = await this.db
      .select(eventColumns)
      .from(events)
      .where(
        and(
          ne(events.id, from.id),
          ne(events.status, 'finalizado'),
          isNotNull(events.acumuladoBallLimit),
          or(gt(events.startDate, from.startDate), and(eq(events.startDate, from.startDate), gt(events.id, from.id))),
        ),
      )
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /**
   * A pot left waiting by the event just before `to` (the latest earlier one with a pot history):
   * its last change a carry-over and no marked round left to play it (docs/decisions/032).
   */
  async waitingBefore(to: AcumuladoEventRow): Promise<{ event: AcumuladoEventRow; value: number } | null> {
    const withHistory = this.db.select({ id: acumuladoChanges.eventId }).from(acumuladoChanges);
    const [previous] = await this.db
      .select(eventColumns)
      .from(events)
      .where(
        and(
          inArray(events.id, withHistory),
          or(lt(events.startDate, to.startDate), and(eq(events.startDate, to.startDate), lt(events.id, to.id))),
        ),
      )
      .orderBy(desc(events.startDate), desc(events.id))
      .limit(1)
      .for('update');
    if (!previous) return null;
    const [last] = await this.db
      .select({ kind: acumuladoChanges.kind, value: acumuladoChanges.valueAfter })
      .from(acumuladoChanges)
      .where(eq(acumuladoChanges.eventId, previous.id))
      .orderBy(desc(acumuladoChanges.id))
      .limit(1);
    if (last?.kind !== 'carried_over' || (await this.markedRoundsLeft(previous.id)) > 0) return null;
    return { event: previous, value: Number(last.value) };
  }

  /** Whether the event's pot came from or went to another event: its history links them. */
  async linkedToOtherEvent(eventId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: acumuladoChanges.id })
      .from(acumuladoChanges)
      .where(
        or(
          eq(acumuladoChanges.otherEventId, eventId),
          and(eq(acumuladoChanges.eventId, eventId), isNotNull(acumuladoChanges.otherEventId)),
        ),
      )
      .limit(1);
    return !!row;
  }

  async history(eventId: number): Promise<AcumuladoChange[]> {
    const other = aliasedTable(events, 'other_event');
    const rows = await this.db
      .select({
        id: acumuladoChanges.id,
        at: acumuladoChanges.createdAt,
        kind: acumuladoChanges.kind,
        valueBefore: acumuladoChanges.valueBefore,
        valueAfter: acumuladoChanges.valueAfter,
        ballLimit: acumuladoChanges.ballLimit,
        roundNumber: rounds.number,
        otherId: other.id,
        otherName: other.name,
        reason: acumuladoChanges.reason,
        by: users.name,
      })
      .from(acumuladoChanges)
      .leftJoin(rounds, eq(rounds.id, acumuladoChanges.roundId))
      .leftJoin(other, eq(other.id, acumuladoChanges.otherEventId))
      .leftJoin(users, eq(users.id, acumuladoChanges.userId))
      .where(eq(acumuladoChanges.eventId, eventId))
      .orderBy(asc(acumuladoChanges.id));
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      kind: r.kind,
      value_before: Number(r.valueBefore),
      value_after: Number(r.valueAfter),
      ball_limit: r.ballLimit,
      round_number: r.roundNumber,
      other_event: r.otherId === null || r.otherName === null ? null : { id: r.otherId, name: r.otherName },
      reason: r.reason,
      // Public (decisions.md §15): the admin's first name and initial, nothing more.
      by: publicName(r.by),
    }));
  }
}
