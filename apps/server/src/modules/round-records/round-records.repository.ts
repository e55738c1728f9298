import type { RecordEntry, RecordKind } from '@bingo/core';
import { and, arrayOverlaps, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimIfNoBall, claimInTurn } from '../../db/ball-first';
import { rowsOf } from '../../db/rows';
import { cardVoids, cards, drawnNumbers, events, lateCards, roundRecordCards, roundRecords, rounds } from '../../db/schema';

type EntryRow = typeof roundRecords.$inferSelect;

/** How long a card change yields the event's lock to balls, and its pause between tries (docs/decisions/040). */
const YIELD_MS = 3_000;
const PAUSE_MS = 5;

export const toEntry = (r: EntryRow): RecordEntry => ({
  round_id: r.roundId,
  seq: r.seq,
  at: r.at.toISOString(),
  kind: r.kind as RecordKind,
  data: r.data,
  prev_hash: r.prevHash,
  hash: r.hash,
});

/** The only SQL of the round record (docs/decisions/015). */
export class RoundRecordsRepository {
  constructor(private readonly db: Db) {}

  /** The round row, locked: every append to one round's chain queues here, so seq has no gap or twin. */
  async lockRound(roundId: number) {
    const [row] = await this.db
      .select({
        id: rounds.id,
        eventId: rounds.eventId,
        number: rounds.number,
        prize: rounds.prize,
        status: rounds.status,
        stages: rounds.stages,
        acumulado: rounds.acumulado,
      })
      .from(rounds)
      .where(eq(rounds.id, roundId))
      .for('update');
    return row ?? null;
  }

  /**
   * The event's running round, for a writer that did not lock the event: the event row first (the
   * house order, event then round, and the same row lock bumpLive takes later in that transaction,
   * so nothing new waits), then its rounds in id order. Behind the event lock a sale waits for a
   * round that is starting, so its card lands in that round's card_set or in a cards_added after
   * it, never in neither. NO KEY UPDATE, as an UPDATE would: it does not wait for the key-share
   * locks that inserting cards takes on the event. `afterBalls`: the transaction holds no lock of
   * the event yet (a purchase's settlement), so it may let balls go first (docs/decisions/040);
   * one that does (a batch return, a sale swap) must not wait for a ball that waits for it.
   */
  async lockRunningRound(eventId: number, options: { afterBalls?: boolean } = {}): Promise<number | null> {
    if (options.afterBalls) await this.afterBalls(eventId);
    await this.db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('no key update');
    const rows = await this.db
      .select({ id: rounds.id, status: rounds.status })
      .from(rounds)
      .where(eq(rounds.eventId, eventId))
      .orderBy(asc(rounds.id))
      .for('update');
    return rows.find((r) => r.status === 'in_progress')?.id ?? null;
  }

  /**
   * Waits while a ball holds or waits for the event (db/ball-first.ts), pausing between tries, so
   * a ball drawn during a burst of approvals does not queue behind them (docs/decisions/040). After
   * YIELD_MS it waits in line like a ball, so a long night of balls cannot starve it.
   */
  private async afterBalls(eventId: number): Promise<void> {
    const giveUp = Date.now() + YIELD_MS;
    while (Date.now() < giveUp) {
      if (await claimIfNoBall(this.db, eventId)) return;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS + Math.random() * PAUSE_MS));
    }
    await claimInTurn(this.db, eventId);
  }

  async head(roundId: number): Promise<{ seq: number; hash: string; at: Date } | null> {
    const [row] = await this.db
      .select({ seq: roundRecords.seq, hash: roundRecords.hash, at: roundRecords.at })
      .from(roundRecords)
      .where(eq(roundRecords.roundId, roundId))
      .orderBy(desc(roundRecords.seq))
      .limit(1);
    return row ?? null;
  }

  /** The database's clock, so that entries written by several processes share one. */
  async now(): Promise<Date> {
    const [row] = rowsOf<{ now: string | Date }>(await this.db.execute(sql`select clock_timestamp() as now`));
    return new Date(row!.now);
  }

  async insert(entry: RecordEntry, cardIds?: number[]): Promise<void> {
    await this.db.insert(roundRecords).values({
      roundId: entry.round_id,
      seq: entry.seq,
      at: new Date(entry.at),
      kind: entry.kind,
      data: entry.data,
      prevHash: entry.prev_hash,
      hash: entry.hash,
    });
    if (cardIds) await this.db.insert(roundRecordCards).values({ roundId: entry.round_id, seq: entry.seq, cardIds });
  }

  async entries(roundId: number): Promise<RecordEntry[]> {
    const rows = await this.db.select().from(roundRecords).where(eq(roundRecords.roundId, roundId)).orderBy(asc(roundRecords.seq));
    return rows.map(toEntry);
  }

  async hasRecord(roundId: number): Promise<boolean> {
    return (await this.head(roundId)) !== null;
  }

  /**
   * The event's rounds, each with whether a ball was ever drawn in it (one standing now, or one in
   * its record since removed): a card joining now sits those rounds out (decisions.md §14).
   */
  async roundsWithBallMark(eventId: number): Promise<{ id: number; number: number; status: string; hadBall: boolean }[]> {
    const result = await this.db.execute(sql`
      select r.id, r.number, r.status,
        (exists (select 1 from drawn_numbers d where d.round_id = r.id)
          or exists (select 1 from round_records e where e.round_id = r.id and e.kind = 'ball_drawn')) as had_ball
      from rounds r where r.event_id = ${eventId} order by r.number`);
    return rowsOf<{ id: number; number: number; status: string; had_ball: boolean }>(result).map((r) => ({
      id: Number(r.id),
      number: Number(r.number),
      status: r.status,
      hadBall: r.had_ball === true || String(r.had_ball) === 't',
    }));
  }

  /** Marks the cards as sitting these rounds out; marks already there stay as they are. */
  async markLate(roundIds: number[], cardIds: number[]): Promise<void> {
    const values = roundIds.flatMap((roundId) => cardIds.map((cardId) => ({ roundId, cardId })));
    if (values.length) await this.db.insert(lateCards).values(values).onConflictDoNothing();
  }

  /** The cards that sit this round out. */
  async lateIds(roundId: number): Promise<Set<number>> {
    const rows = await this.db.select({ id: lateCards.cardId }).from(lateCards).where(eq(lateCards.roundId, roundId));
    return new Set(rows.map((r) => r.id));
  }

  async hasBalls(roundId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: drawnNumbers.id }).from(drawnNumbers).where(eq(drawnNumbers.roundId, roundId)).limit(1);
    return Boolean(row);
  }

  /** The card ids behind each card_set, cards_added and cards_removed entry, by seq. */
  async cardIdSets(roundId: number): Promise<{ seq: number; cardIds: number[] }[]> {
    return this.db
      .select({ seq: roundRecordCards.seq, cardIds: roundRecordCards.cardIds })
      .from(roundRecordCards)
      .where(eq(roundRecordCards.roundId, roundId))
      .orderBy(asc(roundRecordCards.seq));
  }

  /**
   * Only the card sets of the round holding any of `cardIds`, with their entry's kind and data, by
   * seq: a purchase approved mid-round looks up its own cards, not every card of the night, while
   * it holds the event's lock (a draw waits for it).
   */
  async cardSetsHolding(roundId: number, cardIds: number[]): Promise<{ kind: RecordKind; data: RecordEntry['data']; cardIds: number[] }[]> {
    if (cardIds.length === 0) return [];
    const rows = await this.db
      .select({ kind: roundRecords.kind, data: roundRecords.data, cardIds: roundRecordCards.cardIds })
      .from(roundRecordCards)
      .innerJoin(roundRecords, and(eq(roundRecords.roundId, roundRecordCards.roundId), eq(roundRecords.seq, roundRecordCards.seq)))
      .where(and(eq(roundRecordCards.roundId, roundId), arrayOverlaps(roundRecordCards.cardIds, cardIds)))
      .orderBy(asc(roundRecordCards.seq));
    return rows.map((r) => ({ ...r, kind: r.kind as RecordKind }));
  }

  /** Numbers as stored (column by column), ordered by id. No buyer data. */
  async cardNumbers(ids: number[]): Promise<{ id: number; numbers: number[] }[]> {
    if (ids.length === 0) return [];
    return this.db.select({ id: cards.id, numbers: cards.numbers }).from(cards).where(inArray(cards.id, ids)).orderBy(asc(cards.id));
  }

  async holderNames(ids: number[]): Promise<{ id: number; fullName: string | null }[]> {
    if (ids.length === 0) return [];
    return this.db.select({ id: cards.id, fullName: cards.fullName }).from(cards).where(inArray(cards.id, ids)).orderBy(asc(cards.id));
  }

  /**
   * The event's voided cards no round record lists yet, oldest first (decisions.md §15): the next
   * round to start lists them. With `cardIds`, only those.
   */
  async unrecordedVoids(eventId: number, cardIds?: number[]) {
    return this.db
      .select({ cardId: cardVoids.cardId, kind: cardVoids.kind, reason: cardVoids.reason, swappedTo: cardVoids.swappedTo })
      .from(cardVoids)
      .where(and(eq(cardVoids.eventId, eventId), isNull(cardVoids.roundId), cardIds ? inArray(cardVoids.cardId, cardIds) : undefined))
      .orderBy(asc(cardVoids.createdAt), asc(cardVoids.cardId));
  }

  async markVoidsRecorded(cardIds: number[], roundId: number): Promise<void> {
    if (cardIds.length) await this.db.update(cardVoids).set({ roundId }).where(inArray(cardVoids.cardId, cardIds));
  }

  async roundWithEvent(roundId: number) {
    const [row] = await this.db
      .select({
        id: rounds.id,
        eventId: rounds.eventId,
        number: rounds.number,
        prize: rounds.prize,
        status: rounds.status,
        eventName: events.name,
      })
      .from(rounds)
      .innerJoin(events, eq(events.id, rounds.eventId))
      .where(eq(rounds.id, roundId));
    return row ?? null;
  }
}
