import type { AcumuladoReply, RecordEntry } from '@bingo/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { adminCalls } from '../../../test/calls';

/**
 * The app, its people and the calls the acumulado tests share (acumulado, acumulado-removal). The
 * bindings are live: a test file reads them once the beforeAll of setUpAcumulado has run.
 */
export let ctx: TestContext;
export let roles: Awaited<ReturnType<typeof createRoles>>;

/** Starts a fresh app with an administrator and two buyers for the calling test file. */
export function setUpAcumulado(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    roles = await createRoles(ctx);
  });
  afterAll(() => ctx.close());
}

export const admin = () => roles.admin.auth;
export const { post, patch } = adminCalls(() => ({ ctx, roles }));
export const pot = async (eventId: number) => (await ctx.app.inject({ url: `/api/events/${eventId}/acumulado` })).json() as AcumuladoReply;
export const kinds = async (eventId: number) => (await pot(eventId)).history.map((h) => [h.kind, h.value_before, h.value_after]);
export const entries = async (roundId: number) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json().entries as RecordEntry[];
export const acumuladoEntry = async (roundId: number) => (await entries(roundId)).filter((e) => e.kind === 'acumulado').map((e) => e.data);

let day = 0;
/** Events start a day apart, so "the next event" is the one created after. */
export async function newEvent(acumulado: object | null, status = 'scheduled') {
  const body = {
    name: `Bingo ${++day}`,
    start_date: new Date(Date.UTC(2027, 0, day, 20)).toISOString(),
    rounds_count: 3,
    status,
    acumulado,
  };
  const reply = await post('/api/events', body);
  expect(reply.statusCode, reply.body).toBe(201);
  return { ...(reply.json() as { id: number }), body };
}

/** A running event with one sold card (FIXED_CARD) and marked rounds, the first started unless `start` is false. */
export async function nightWithMarkedRound(terms = { value: 2000, ball_limit: 25, increment: 200 }, rounds = 1, start = true) {
  await finishRunningEvents(ctx);
  const event = await newEvent(terms, 'em_andamento');
  await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
  const marked = [];
  for (let i = 0; i < rounds; i++) {
    const round = await post(`/api/events/${event.id}/rounds`, { prize: `Prêmio ${i + 1}`, acumulado: true });
    expect(round.statusCode, round.body).toBe(201);
    expect(round.json().acumulado).toBe(true);
    marked.push(round.json() as { id: number });
  }
  if (start) expect((await post(`/api/rounds/${marked[0]!.id}/start`)).statusCode).toBe(200);
  return { event, round: marked[0]!, rounds: marked };
}

/** Draws `before` other balls, then the card's 25 numbers: the full card comes on ball before + 25. */
export async function fullCardOnBall(roundId: number, before: number[]) {
  for (const number of [...before, ...FIXED_CARD]) expect((await post(`/api/rounds/${roundId}/draw`, { number })).statusCode).toBe(201);
}
