import type { RoundPrize, RoundRecord } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { adminCalls } from '../../../test/calls';
import { createRoles } from '../../../test/factories';
import { cards } from '../../db/schema';
import { verifyRoundReport } from '../round-records';

/**
 * The app, its people, the played round and the calls the prize tests share (prizes, winner-voids).
 * The bindings are live: a test file reads them once the beforeAll of setUpPrizes has run.
 */
export let ctx: TestContext;
export let roles: Awaited<ReturnType<typeof createRoles>>;

/** Starts a fresh app with an administrator and two buyers for the calling test file. */
export function setUpPrizes(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    roles = await createRoles(ctx);
  });
  afterAll(() => ctx.close());
}

export const { post } = adminCalls(() => ({ ctx, roles }));
export const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
export const prizes = async (roundId: number) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}/prizes`, headers: roles.admin.auth })).json() as RoundPrize[];
export const stagesAs = async (roundId: number, headers = roles.user.auth) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}`, headers })).json().stages as {
    kind: string;
    winners: { card_id: number; name: string; voided?: { reason: string }; delivery?: { received_by: string } }[];
  }[];

/** Row 0 is 1, 16, 31, 46, 61, as on FIXED_CARD: both win the quina on 61. */
const SAME_FIRST_ROW = [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66];
const OTHER = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];
const FIRST_ROW = [1, 16, 31, 46, 61];

/** A round with a quina won by two cards, then the full card won by the first. */
export async function playedRound() {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const [a, b, other] = (await sellCards(ctx, event.id, roles.user, 3, [FIXED_CARD, SAME_FIRST_ROW, OTHER])).map((c) => c.id);
  await ctx.database.db.update(cards).set({ fullName: 'Joana Pereira Lima' }).where(eq(cards.id, a!));
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Smart TV' },
  ];
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  const balls = [...FIRST_ROW, ...FIXED_CARD.filter((n) => !FIRST_ROW.includes(n))];
  for (const number of balls) expect((await post(`/api/rounds/${round.id}/draw`, { number })).statusCode).toBe(201);
  return { event, round, a: a!, b: b!, other: other! };
}

/** The round's public record still verifies (decisions.md §15). */
export async function verifies(roundId: number) {
  const report = await verifyRoundReport(ctx.database, roundId);
  expect(report, report.lines.join('\n')).toMatchObject({ ok: true });
}
