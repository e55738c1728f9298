import type { BingoEvent } from '@bingo/core';
import { and, asc, count, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cardBatches,
  cards,
  cardVoids,
  drawnNumbers,
  events,
  physicalSales,
  purchases,
  roundRecords,
  rounds,
  sponsors,
  sponsorships,
} from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

export function toEventDto(row: EventRow): BingoEvent {
  return {
    id: row.id,
    name: row.name,
    start_date: row.startDate.toISOString(),
    rounds_count: row.roundsCount,
    status: row.status,
    card_price: Number(row.cardPrice),
    meta_arrecadacao: row.fundraisingGoal === null ? null : Number(row.fundraisingGoal),
    meta_visivel: row.showGoal,
  };
}

export class EventsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<EventRow[]> {
    return this.db.select().from(events).orderBy(desc(events.startDate), desc(events.id));
  }

  async get(id: number): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    return row ?? null;
  }

  /** Locks the event row for the rest of the transaction (status changes, round starts). */
  async getForUpdate(id: number): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).for('update');
    return row ?? null;
  }
  /**
   * Locks the event row as an UPDATE that changes no key would (FOR NO KEY UPDATE): writers of the
   * event still queue behind it, but inserts that only reference the event (cards being created)
   * neither wait for it nor make it wait (docs/decisions/040).
   */
  async getForNoKeyUpdate(id: number): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).for('no key update');
    return row ?? null;
  }

  /**
   * The events a buyer can buy cards for and follow (decisions.md §13): the one in progress first,
   * then the scheduled ones, nearest start to now first. The first is the active event.
   */
  async open(limit?: number): Promise<EventRow[]> {
    const query = this.db
      .select()
      .from(events)
      .where(inArray(events.status, ['em_andamento', 'scheduled']))
      .orderBy(sql`${events.status} = 'em_andamento' desc`, sql`abs(extract(epoch from ${events.startDate} - now()))`, asc(events.id));
    return limit === undefined ? query : query.limit(limit);
  }

  /** The event in progress, else the scheduled one whose start is nearest to now (decisions.md §3). */
  async active(): Promise<EventRow | null> {
    const [first] = await this.open(1);
    return first ?? null;
  }

  /** The event em_andamento other than `exceptId`, locked: at most one runs at a time (decisions.md §13). */
  async runningOther(exceptId: number | null): Promise<EventRow | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.status, 'em_andamento'), exceptId === null ? undefined : ne(events.id, exceptId)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** Finishes the event's running round, if any: a finished event has no round in play. */
  /** Returns the ids of the rounds it finished (their public records get a round_finished). */
  async finishRunningRounds(eventId: number): Promise<number[]> {
    const now = new Date();
    const rows = await this.db
      .update(rounds)
      // The finish releases the round's control too (decisions.md §14).
      .set({
        status: 'finished',
        finishedAt: now,
        startedAt: sql`coalesce(${rounds.startedAt}, ${now})`,
        controlPanel: null,
        controlBy: null,
        controlSince: null,
      })
      .where(and(eq(rounds.eventId, eventId), eq(rounds.status, 'in_progress')))
      .returning({ id: rounds.id });
    return rows.map((r) => r.id);
  }

  async insert(values: typeof events.$inferInsert): Promise<EventRow> {
    const [row] = await this.db.insert(events).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<typeof events.$inferInsert>): Promise<EventRow | null> {
    const [row] = await this.db
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    return row ?? null;
  }

  /** Whether money or the draw already touched the event: then it must not be deleted. */
  async hasSalesOrBalls(id: number): Promise<boolean> {
    const [sold] = await this.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.eventId, id), eq(purchases.status, 'aprovado')));
    if ((sold?.n ?? 0) > 0) return true;
    const [physical] = await this.db
      .select({ n: count() })
      .from(physicalSales)
      .innerJoin(cards, eq(cards.id, physicalSales.cardId))
      .where(eq(cards.eventId, id));
    if ((physical?.n ?? 0) > 0) return true;
    const [balls] = await this.db
      .select({ n: count() })
      .from(drawnNumbers)
      .innerJoin(rounds, eq(rounds.id, drawnNumbers.roundId))
      .where(eq(rounds.eventId, id));
    if ((balls?.n ?? 0) > 0) return true;
    // A round that started has a public record, which is never deleted (docs/decisions/015).
    const [recorded] = await this.db
      .select({ n: count() })
      .from(roundRecords)
      .innerJoin(rounds, eq(rounds.id, roundRecords.roundId))
      .where(eq(rounds.eventId, id));
    return (recorded?.n ?? 0) > 0;
  }

  /** Whether a sponsor paid (all or part) for its sponsorship of the event: money received stays on record. */
  async hasPaidSponsorships(id: number): Promise<boolean> {
    const [paid] = await this.db
      .select({ n: count() })
      .from(sponsorships)
      .where(and(eq(sponsorships.eventId, id), inArray(sponsorships.paymentStatus, ['pago', 'parcial'])));
    return (paid?.n ?? 0) > 0;
  }

  /**
   * Removes an untouched event with its unsold cards, batches, pending purchases, rounds and
   * sponsorships; a sponsor (company) that no other event has goes too, as when it is taken out
   * of its last event on the sponsors screen.
   */
  async deleteCascade(id: number): Promise<boolean> {
    const inOtherEvents = this.db
      .select({ id: sponsorships.id })
      .from(sponsorships)
      .where(and(eq(sponsorships.sponsorId, sponsors.id), ne(sponsorships.eventId, id)));
    const ofThisEvent = this.db.select({ id: sponsorships.sponsorId }).from(sponsorships).where(eq(sponsorships.eventId, id));
    await this.db.delete(sponsors).where(and(inArray(sponsors.id, ofThisEvent), notExists(inOtherEvents)));
    // Cards returned unsold (decisions.md §15) go with the event that never played.
    await this.db.delete(cardVoids).where(eq(cardVoids.eventId, id));
    await this.db.delete(cards).where(eq(cards.eventId, id));
    await this.db.delete(cardBatches).where(eq(cardBatches.eventId, id));
    await this.db.delete(purchases).where(eq(purchases.eventId, id));
    const deleted = await this.db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
    return deleted.length > 0;
  }
}
