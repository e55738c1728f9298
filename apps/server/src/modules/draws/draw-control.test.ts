import { DRAW_PANEL_MESSAGE, formatClock, notInControlMessage } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createUser, type TestUser } from '../../../test/factories';

/**
 * decisions.md §14: one operator calls a round at a time. The panel that draws holds the round's
 * control; a ball from another panel is refused with a pt-BR sentence; another panel may take the
 * control over, and each takeover is an entry of the public record, without the operator's name.
 */
let ctx: TestContext;
let ana: TestUser;
let bruno: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [ana, bruno] = await Promise.all([
    createUser(ctx, { admin: true, name: 'Ana Caller' }),
    createUser(ctx, { admin: true, name: 'Bruno Segundo' }),
  ]);
});
afterAll(() => ctx.close());

const PANEL_A = 'a1b2c3d4e5f6';
const PANEL_B = 'f9e8d7c6b5a4';

const draw = (who: TestUser, roundId: number, number: number, panel?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/rounds/${roundId}/draw`,
    headers: { ...who.auth, ...(panel ? { 'x-draw-panel': panel } : {}) },
    payload: { number },
  });
const takeControl = (who: TestUser, roundId: number, panel: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/rounds/${roundId}/control`, headers: who.auth, payload: { panel_id: panel } });
const control = async (roundId: number) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}/control`, headers: ana.auth })).json() as {
    holder: { panel_id: string; name: string; since: string } | null;
  };
const balls = async (roundId: number) =>
  ((await ctx.app.inject({ url: `/api/rounds/${roundId}/drawn-numbers`, headers: ana.auth })).json() as { number: number }[]).map(
    (b) => b.number,
  );
const record = async (roundId: number) =>
  ((await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as { entries: { kind: string; data: unknown }[] }).entries;

async function runningRound() {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const round = await createRound(ctx, event.id);
  await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: ana.auth });
  return round;
}

describe('one caller at a time', () => {
  it('the first panel that draws holds the control; a ball from another panel is refused and not stored', async () => {
    const round = await runningRound();
    expect(await control(round.id)).toEqual({ holder: null });

    expect((await draw(ana, round.id, 7, PANEL_A)).statusCode).toBe(201);
    const held = await control(round.id);
    expect(held.holder).toMatchObject({ panel_id: PANEL_A, name: 'Ana Caller' });

    const refused = await draw(bruno, round.id, 8, PANEL_B);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(notInControlMessage('Ana Caller', held.holder!.since));
    expect(refused.json().error).toBe(
      `Ana Caller está sorteando desde ${formatClock(held.holder!.since)}. Assuma o controle para sortear daqui.`,
    );
    // The same admin on a second laptop is another panel, refused too.
    expect((await draw(ana, round.id, 9, PANEL_B)).statusCode).toBe(409);
    // A caller naming no panel (the spec's plain POST) is refused once a panel holds the round.
    expect((await draw(ana, round.id, 10)).statusCode).toBe(409);
    expect((await draw(ana, round.id, 11, PANEL_A)).statusCode).toBe(201);
    expect(await balls(round.id)).toEqual([7, 11]);
  });

  it('a plain API caller draws while no panel holds the round, without taking it', async () => {
    const round = await runningRound();
    expect((await draw(ana, round.id, 1)).statusCode).toBe(201);
    expect(await control(round.id)).toEqual({ holder: null });
    expect((await draw(bruno, round.id, 2, PANEL_B)).statusCode).toBe(201);
    expect((await control(round.id)).holder).toMatchObject({ panel_id: PANEL_B, name: 'Bruno Segundo' });
  });

  it('another panel takes the control over: the old one is refused, and the record keeps the short panel id without a name', async () => {
    const round = await runningRound();
    expect((await draw(ana, round.id, 7, PANEL_A)).statusCode).toBe(201);

    const taken = await takeControl(bruno, round.id, PANEL_B);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().holder).toMatchObject({ panel_id: PANEL_B, name: 'Bruno Segundo' });
    expect((await draw(bruno, round.id, 8, PANEL_B)).statusCode).toBe(201);
    const old = await draw(ana, round.id, 9, PANEL_A);
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toMatch(/^Bruno Segundo está sorteando desde \d\d:\d\d\./);
    expect(await balls(round.id)).toEqual([7, 8]);

    const entries = await record(round.id);
    const takeovers = entries.filter((e) => e.kind === 'control_taken');
    expect(takeovers.map((t) => t.data)).toEqual([{ by_panel: 'f9e8d7' }]);
    expect(JSON.stringify(entries)).not.toContain('Bruno');
    expect(JSON.stringify(entries)).not.toContain('Ana');
    // The record's kinds are in order: the takeover sits between the two balls.
    expect(entries.map((e) => e.kind).filter((k) => k === 'ball_drawn' || k === 'control_taken')).toEqual([
      'ball_drawn',
      'control_taken',
      'ball_drawn',
    ]);
    // Taking the control one already holds writes nothing more.
    expect((await takeControl(bruno, round.id, PANEL_B)).statusCode).toBe(200);
    expect((await record(round.id)).filter((e) => e.kind === 'control_taken')).toHaveLength(1);
  });

  it('taking the control of a round no panel holds is not a takeover: the record gets no control entry', async () => {
    const round = await runningRound();
    const taken = await takeControl(ana, round.id, PANEL_A);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().holder).toMatchObject({ panel_id: PANEL_A, name: 'Ana Caller' });
    expect((await draw(ana, round.id, 5, PANEL_A)).statusCode).toBe(201);
    expect((await record(round.id)).filter((e) => e.kind === 'control_taken')).toEqual([]);
  });

  it('the finish releases the control: a reopened round goes to the first panel that draws', async () => {
    const round = await runningRound();
    expect((await draw(ana, round.id, 7, PANEL_A)).statusCode).toBe(201);
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/finish`, headers: ana.auth });
    expect(await control(round.id)).toEqual({ holder: null });
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: `/api/rounds/${round.id}/reopen`,
      headers: ana.auth,
      payload: { reason: 'Bola conferida errada' },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await draw(bruno, round.id, 8, PANEL_B)).statusCode).toBe(201);
    expect((await control(round.id)).holder?.panel_id).toBe(PANEL_B);
  });

  it('finishing the event releases the control of its running round too', async () => {
    const round = await runningRound();
    expect((await draw(ana, round.id, 7, PANEL_A)).statusCode).toBe(201);
    const status = (body: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/events/${round.eventId}/status`, headers: ana.auth, payload: body });
    expect((await status({ status: 'finalizado' })).statusCode).toBe(200);
    expect((await status({ status: 'scheduled', reason: 'Faltou uma rodada' })).statusCode).toBe(200);
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: `/api/rounds/${round.id}/reopen`,
      headers: ana.auth,
      payload: { reason: 'Faltou sortear' },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await draw(bruno, round.id, 8, PANEL_B)).statusCode).toBe(201);
  });

  it('refuses a malformed panel id and a takeover of a round not running, in pt-BR', async () => {
    const round = await runningRound();
    const bad = await draw(ana, round.id, 7, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(DRAW_PANEL_MESSAGE);
    expect((await takeControl(ana, round.id, 'x')).statusCode).toBe(400);
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/finish`, headers: ana.auth });
    const late = await takeControl(ana, round.id, PANEL_A);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/não está em andamento/);
  });
});
