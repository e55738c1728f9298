import type { RecordEntry, RoundRecord } from '@bingo/core';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALL_FIRST } from '../../db/ball-first';
import { rowsOf } from '../../db/rows';
import { cards } from '../../db/schema';
import { laneOf } from '../../db/transaction-lane';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser } from '../../../test/factories';
import { buy, deliver, fakeProvider, orderEvent } from '../../../test/purchase-factories';
import { verifyRoundReport } from '../round-records';
import { adminCalls } from '../../../test/calls';

// docs/decisions/040: a ball drawn during a burst of approvals does not wait behind the approvals
// queued before it, and the late-entry rule (decisions.md §14) still holds whatever the order.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
/** PostgreSQL: a connection outside the app's pool, to see who waits for what. */
let watcher: pg.Client | null = null;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  if (ctx.url) {
    watcher = new pg.Client({ connectionString: ctx.url });
    await watcher.connect();
  }
});
afterAll(async () => {
  await watcher?.end();
  await ctx.close();
});

const { post, draw } = adminCalls(() => ({ ctx, roles }));
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;

async function runningRound() {
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta básica' })).json() as { id: number };
  await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta' });
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  return { eventId: event.id, roundId: round.id };
}

/** A purchase waiting on the provider's checkout page: approving it is one call. */
/**
 * A purchase paid at the provider whose order.paid has not arrived yet: approving it is the
 * webhook delivery, whose only transaction is the settlement's.
 */
async function pendingPurchase(quantidade: number) {
  // A buyer of its own: one buyer holds at most 3 purchases waiting for payment.
  const link = await buy(ctx, await createUser(ctx), { quantidade });
  expect(link.statusCode).toBe(200);
  const { id, purchase_id } = link.json() as { id: string; purchase_id: number };
  const paid = orderEvent((await fakeProvider(ctx).settle(id, 'paid'))!);
  return { approve: () => deliver(ctx, paid), purchaseId: purchase_id, quantidade };
}

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const giveUp = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > giveUp) throw new Error(`still waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** PostgreSQL: backends whose last query matches one of `like`, waiting on a lock or not. */
async function backends(like: string[], onLock = false) {
  const { rows } = await watcher!.query(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike any($1) ${onLock ? "and wait_event_type = 'Lock'" : ''}`,
    [like],
  );
  return (rows[0] as { n: number }).n;
}

/** Approvals that reached the event's locks (PostgreSQL: trying the balls' lock, or queued for the row) or the transaction lane (PGlite). */
const approvalsWaiting = async () =>
  watcher
    ? backends(['%pg_try_advisory_xact_lock%', 'select "id" from "events" where%for no key update%'])
    : (laneOf(ctx.database.db)?.queued.others ?? 0);
/** The ball waiting for the event's locks (PostgreSQL) or in the transaction lane behind `approvals` (PGlite). */
async function ballWaiting(approvals: number) {
  if (watcher) return (await backends(['%select pg_advisory_xact_lock%', '%"live_version"%for no key update%'], true)) > 0;
  const queued = laneOf(ctx.database.db)!.queued;
  return queued.urgent + queued.others > approvals;
}

/**
 * Holds what a transaction touching the event holds, from outside the app: on PostgreSQL the
 * event's row lock on a connection of its own; on PGlite the transaction lane (holding PGlite's
 * own connection would stop every read of the app, not only transactions). Answers the release.
 */
async function holdEvent(eventId: number): Promise<() => Promise<void>> {
  if (ctx.url) {
    const holder = new pg.Client({ connectionString: ctx.url });
    await holder.connect();
    await holder.query('begin');
    // What an approval holds in its record part (db/ball-first.ts): the balls' advisory lock, then the row.
    await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [BALL_FIRST, eventId]);
    await holder.query('select 1 from events where id = $1 for no key update', [eventId]);
    return async () => {
      await holder.query('commit');
      await holder.end();
    };
  }
  let release!: () => void;
  let holding = false;
  const held = laneOf(ctx.database.db)!.run(false, () => {
    holding = true;
    return new Promise<void>((r) => (release = r));
  });
  await until(() => holding, 'the lane held');
  return async () => {
    release();
    await held;
  };
}

/** Cards of approved purchases missing from the round's record, read in one statement (one snapshot). */
async function approvedOutsideRecord(roundId: number, purchaseIds: number[]): Promise<number> {
  const result = await ctx.database.db.execute(sql`
    select count(*)::int as n from purchases p join cards c on c.purchase_id = p.id
    where p.status = 'aprovado' and p.id in (${sql.join(purchaseIds, sql`, `)})
      and not exists (select 1 from round_record_cards r where r.round_id = ${roundId} and c.id = any(r.card_ids))`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

const cardIdsOf = (e: RecordEntry) => (e.data as { card_ids?: number[] }).card_ids ?? [];

describe('a ball during a burst of approvals (docs/decisions/040)', () => {
  it('goes before the approvals already waiting for the event, which then wait for the next round', async () => {
    const { eventId, roundId } = await runningRound();
    expect((await draw(roundId, 1)).statusCode).toBe(201);
    const purchases = [await pendingPurchase(1), await pendingPurchase(2), await pendingPurchase(1)];

    // Something holds the event: an approval in its record part, say.
    const release = await holdEvent(eventId);
    const approvals = purchases.map((p) => p.approve());
    await until(async () => (await approvalsWaiting()) >= purchases.length, 'the approvals waiting for the event');
    const ball = draw(roundId, 2);
    await until(() => ballWaiting(purchases.length), 'the ball waiting for the event');
    await release();
    expect((await ball).statusCode).toBe(201);
    for (const approved of await Promise.all(approvals)) expect(approved.statusCode).toBe(200);

    const entries = (await record(roundId)).entries;
    const after = entries.slice(entries.findIndex((e) => e.kind === 'ball_drawn') + 1).map((e) => e.kind);
    expect(after).toEqual(['ball_drawn', 'cards_added', 'cards_added', 'cards_added']);
    // Approved after ball 2: they play from round 2.
    for (const e of entries.filter((x) => x.kind === 'cards_added')) expect(e.data).toMatchObject({ plays_from_round: 2 });
  });

  it('approved while balls are drawn: no card lost, each in the record before the next ball, late ones wait', async () => {
    const { roundId } = await runningRound();
    const purchases = await Promise.all(Array.from({ length: 8 }, (_, i) => pendingPurchase(1 + (i % 3))));
    /** When each approval's answer came back, and when each ball was sent (ms, this process's clock). */
    const approvedAt = new Map<number, number>();
    const sentAt = new Map<number, number>();
    const approvals = Promise.all(
      purchases.map(async (p, i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        expect((await p.approve()).statusCode).toBe(200);
        approvedAt.set(p.purchaseId, performance.now());
      }),
    );
    // Meanwhile, at every moment: a purchase the database says is approved has its cards in the record.
    let done = false;
    let unrecorded = 0;
    const ids = purchases.map((p) => p.purchaseId);
    const watch = (async () => {
      while (!done) {
        unrecorded += await approvedOutsideRecord(roundId, ids);
        // PGlite answers within microtasks: without a pause this loop would starve everything else.
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let number = 1; number <= 6; number++) {
      sentAt.set(number, performance.now());
      expect((await draw(roundId, number)).statusCode).toBe(201);
    }
    await approvals;
    done = true;
    await watch;
    expect(unrecorded).toBe(0);

    const rec = await record(roundId);
    expect(await verifyRoundReport(ctx.database, roundId)).toMatchObject({ ok: true });
    const paid = await ctx.database.db
      .select({ id: cards.id, purchaseId: cards.purchaseId })
      .from(cards)
      .where(inArray(cards.purchaseId, ids));
    const byPurchase = new Map<number, number[]>();
    for (const c of paid) byPurchase.set(c.purchaseId!, [...(byPurchase.get(c.purchaseId!) ?? []), c.id]);

    // Every card paid is in the record once, as in play before the first ball and waiting after it.
    const added = rec.entries.filter((e) => e.kind === 'cards_added');
    const recorded = added.flatMap(cardIdsOf);
    expect(recorded.sort((a, b) => a - b)).toEqual([...byPurchase.values()].flat().sort((a, b) => a - b));
    expect(recorded).toHaveLength(purchases.reduce((n, p) => n + p.quantidade, 0));
    const firstBall = rec.entries.findIndex((e) => e.kind === 'ball_drawn');
    for (const e of added) {
      if (e.seq > rec.entries[firstBall]!.seq) expect(e.data).toMatchObject({ plays_from_round: 2 });
      else expect(e.data).not.toHaveProperty('plays_from_round');
    }
    // A purchase approved before a ball was sent is in the record before that ball.
    const seqOfCard = new Map(added.flatMap((e) => cardIdsOf(e).map((id) => [id, e.seq] as const)));
    for (const [number, sent] of sentAt) {
      const ballSeq = rec.entries.find((e) => e.kind === 'ball_drawn' && (e.data as { number: number }).number === number)!.seq;
      for (const [purchaseId, at] of approvedAt) {
        if (at >= sent) continue;
        for (const id of byPurchase.get(purchaseId)!) expect(seqOfCard.get(id)).toBeLessThan(ballSeq);
      }
    }
  });
});
