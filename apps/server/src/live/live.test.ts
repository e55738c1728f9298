import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_WINNERS_SHOWN } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createRound, FIXED_CARD, finishRunningEvents, sellCards } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { createSponsorship } from '../../test/sponsor-factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const live = (eventId: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/events/${eventId}/live`, headers: { ...roles.user.auth, ...headers } });
const admin = (method: 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers: roles.admin.auth, payload });

describe('live state', () => {
  it(`names at most ${LIVE_WINNERS_SHOWN} winners, by card number, and counts them all: late balls on a big night complete thousands`, async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { name: 'Noite cheia', status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const sold = await sellCards(ctx, event.id, roles.user, LIVE_WINNERS_SHOWN + 3);
    for (let ball = 1; ball <= 75; ball++) await admin('POST', `/api/rounds/${round.id}/draw`, { number: ball });

    const state = (await live(event.id)).json();
    expect(state.winners_count).toBe(LIVE_WINNERS_SHOWN + 3);
    expect(state.winners.map((w: { card_id: number }) => w.card_id)).toEqual(
      sold
        .map((c) => c.id)
        .sort((a, b) => a - b)
        .slice(0, LIVE_WINNERS_SHOWN),
    );
    await finishRunningEvents(ctx);
  });

  it('shows the running round, balls in order, last ball with letter and its sponsors', async () => {
    const event = await createEvent(ctx, { name: 'Bingo ao vivo', roundsCount: 2 });
    const round = await createRound(ctx, event.id, { prize: 'TV' });
    const sponsor = await createSponsorship(ctx, { eventId: event.id, name: 'Padaria' }, [20]);
    // Another night's sponsor of the same number never shows on this night's screens.
    await createSponsorship(ctx, { eventId: (await createEvent(ctx, { name: 'Outra noite' })).id, name: 'Açougue' }, [20]);

    const waiting = (await live(event.id)).json();
    expect(waiting).toMatchObject({
      round: null,
      drawn: [],
      last_number: null,
      all_finished: false,
      event: { name: 'Bingo ao vivo', status: 'scheduled' },
    });

    await admin('POST', `/api/rounds/${round.id}/start`);
    await admin('POST', `/api/rounds/${round.id}/draw`, { number: 7 });
    await admin('POST', `/api/rounds/${round.id}/draw`, { number: 20 });
    const state = (await live(event.id)).json();
    expect(state).toMatchObject({
      event: { status: 'em_andamento' },
      round: { id: round.id, number: 1, prize: 'TV', status: 'in_progress' },
      drawn: [7, 20],
      last_number: 20,
      last_letter: 'J',
      sponsors: [{ id: sponsor.id, name: 'Padaria', logo_url: null }],
    });
    expect(state.version).toBeGreaterThan(waiting.version);

    await admin('POST', `/api/rounds/${round.id}/finish`);
    expect((await live(event.id)).json()).toMatchObject({ round: null, all_finished: false, rounds_finished: 1, rounds_total: 2 });
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    const first = await live(event.id);
    const etag = String(first.headers.etag);
    expect((await live(event.id, { 'if-none-match': etag })).statusCode).toBe(304);
    await admin('POST', `/api/rounds/${round.id}/draw`, { number: 1 });
    const changed = await live(event.id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends a poll the state as the stream has it, accents included, and after a ball the new one (docs/decisions/044)', async () => {
    const event = await createEvent(ctx, { name: 'Quermesse São João — Ação', status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress', prize: 'Máquina de café' });
    const first = await live(event.id);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.json()).toEqual(ctx.app.live.peek(event.id)!.state);
    expect(first.json()).toMatchObject({ event: { name: 'Quermesse São João — Ação' }, round: { prize: 'Máquina de café' }, drawn: [] });
    await admin('POST', `/api/rounds/${round.id}/draw`, { number: 9 });
    const after = await live(event.id);
    expect(after.json()).toMatchObject({ drawn: [9], last_number: 9 });
    expect(after.json()).toEqual(ctx.app.live.peek(event.id)!.state);
  });

  it('says all rounds are finished when every planned round is done', async () => {
    const event = await createEvent(ctx, { roundsCount: 1 });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    await admin('POST', `/api/rounds/${round.id}/finish`);
    expect((await live(event.id)).json().all_finished).toBe(true);
    expect((await live(999999)).statusCode).toBe(404);
  });

  // docs/decisions/028: the telão's QR opens the follow page for visitors without an account too.
  it.each([
    ['with Bearer auth', () => roles.user.auth],
    ['to a visitor without an account', () => ({})],
  ])('streams the state, then each new ball, as Server-Sent Events %s', async (_who, auth) => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const messages: { drawn: number[] }[] = [];
    const got = (n: number) =>
      new Promise<void>((resolve) => {
        const check = setInterval(() => messages.length >= n && (clearInterval(check), resolve()), 10);
      });
    const req = http.get({ port, path: `/api/events/${event.id}/live/stream`, headers: auth() }, (res) => {
      expect(res.headers['content-type']).toMatch(/text\/event-stream/);
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) messages.push(JSON.parse(data.slice(6)));
        }
      });
    });
    try {
      await got(1);
      expect(messages[0]!.drawn).toEqual([]);
      await admin('POST', `/api/rounds/${round.id}/draw`, { number: 42 });
      await got(2);
      expect(messages[1]!.drawn).toEqual([42]);
    } finally {
      req.destroy();
      await finishRunningEvents(ctx);
    }
  });

  it('answers a visitor without an account the state the telão shows, winners by first name and initial only', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { name: 'Quermesse aberta', status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    await sellCards(ctx, event.id, roles.user, 1);
    for (let ball = 1; ball <= 75; ball++) await admin('POST', `/api/rounds/${round.id}/draw`, { number: ball });
    const res = await ctx.app.inject({ url: `/api/events/${event.id}/live` });
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state).toMatchObject({ event: { id: event.id, name: 'Quermesse aberta' }, last_number: 75, winners_count: 1 });
    expect(state.winners[0].name).toMatch(/^\S+ \S\.$/);
    expect(res.body).not.toContain(roles.user.email);
    // A token that no longer works is still refused: that phone goes to the login, not on as a visitor.
    for (const url of [`/api/events/${event.id}/live`, `/api/events/${event.id}/live/stream`]) {
      const dead = await ctx.app.inject({ url, headers: { authorization: 'Bearer nao-vale-mais' } });
      expect(dead.statusCode).toBe(401);
    }
    await finishRunningEvents(ctx);
  });

  it('resumes a stream from Last-Event-ID: a phone back after a drop gets the state it missed, never one it holds', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const follow = (lastEventId?: string) => {
      const frames: { id: number; drawn: number[] }[] = [];
      const headers = { ...roles.user.auth, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
      const opened = new Promise<void>((resolve) => {
        const req = http.get({ port, path: `/api/events/${event.id}/live/stream`, headers }, (res) => {
          let buffer = '';
          res.on('data', (chunk: Buffer) => {
            buffer += chunk.toString();
            let at;
            while ((at = buffer.indexOf('\n\n')) >= 0) {
              const lines = buffer.slice(0, at).split('\n');
              buffer = buffer.slice(at + 2);
              const id = lines.find((l) => l.startsWith('id: '));
              const data = lines.find((l) => l.startsWith('data: '));
              if (id && data) frames.push({ id: Number(id.slice(4)), drawn: JSON.parse(data.slice(6)).drawn });
            }
          });
          resolve();
        });
        streams.push(req);
      });
      return { frames, opened };
    };
    const streams: http.ClientRequest[] = [];
    const until = (check: () => boolean) => expect.poll(check, { timeout: 5_000 }).toBe(true);
    try {
      await admin('POST', `/api/rounds/${round.id}/draw`, { number: 42 });
      const before = follow();
      await until(() => before.frames.length === 1);
      const held = before.frames[0]!;
      expect(held.drawn).toEqual([42]);
      streams[0]!.destroy();

      // Back holding the current state: nothing is sent again; the next ball comes as usual.
      const resumed = follow(String(held.id));
      await resumed.opened;
      await admin('POST', `/api/rounds/${round.id}/draw`, { number: 43 });
      await until(() => resumed.frames.length >= 1);
      expect(resumed.frames[0]!.drawn).toEqual([42, 43]);

      // Back after missing a ball: the state that has it comes at once.
      const late = follow(String(held.id));
      await until(() => late.frames.length >= 1);
      expect(late.frames[0]).toEqual(resumed.frames[0]);
    } finally {
      for (const req of streams) req.destroy();
    }
  });

  it("names the round's winners by first name and initial, counts cards one ball away, and between rounds shows what comes next (docs/decisions/016)", async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { name: 'Noite dos vencedores', status: 'em_andamento', roundsCount: 2 });
    const round = await createRound(ctx, event.id, { prize: 'Bicicleta', status: 'in_progress' });
    await createRound(ctx, event.id, { number: 2, prize: 'Geladeira' });
    const sponsor = await createSponsorship(ctx, { eventId: event.id, name: 'Padaria' }, []);
    const [card] = await sellCards(ctx, event.id, roles.user, 3, [FIXED_CARD]);
    const running = (await live(event.id)).json();
    expect(running).toMatchObject({ winners: [], winners_count: 0, near_winners: 0, next_round: null, event_sponsors: [] });

    for (const ball of FIXED_CARD.slice(0, 24)) await admin('POST', `/api/rounds/${round.id}/draw`, { number: ball });
    const oneAway = (await live(event.id)).json();
    expect(oneAway.winners).toEqual([]);
    expect(oneAway.near_winners).toBeGreaterThanOrEqual(1);

    await admin('POST', `/api/rounds/${round.id}/draw`, { number: FIXED_CARD[24]! });
    const bingo = await live(event.id);
    expect(bingo.json().winners).toContainEqual({ card_id: card!.id, name: 'Comprador T.' });
    expect(bingo.json().winners_count).toBe(bingo.json().winners.length);
    // The hall never gets the full name, the address or the contact.
    expect(bingo.body).not.toContain('Comprador Teste');
    expect(bingo.body).not.toContain('11999990000');

    await admin('POST', `/api/rounds/${round.id}/finish`);
    expect((await live(event.id)).json()).toMatchObject({
      round: null,
      winners: [],
      near_winners: 0,
      next_round: { number: 2, prize: 'Geladeira' },
      event_sponsors: [{ id: sponsor.id, name: 'Padaria', logo_url: null }],
    });
  });
});
