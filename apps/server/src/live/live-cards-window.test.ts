import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createRound } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { inTransaction } from '../db/unit-of-work';
import { LiveHub } from './live-hub';

// Card-only changes share one frame per window; a ball's frame goes out at once (docs/decisions/043).

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A hub of its own with the given window, following the event as a phone's stream does. */
async function follow(eventId: number, windowMs: number) {
  const hub = new LiveHub(ctx.database, (e, r, o) => ctx.app.rankings.results(e, r, o), { cardsWindowMs: windowMs });
  await hub.start();
  await hub.get(eventId);
  const frames: { version: number; drawn: number[] }[] = [];
  hub.subscribe(eventId, (s) => frames.push({ version: s.state.version, drawn: s.state.drawn }));
  return { hub, frames };
}

/** What an approval announces: cards entered play, nothing else. */
async function cardsJoined(eventId: number): Promise<number> {
  let version = 0;
  await inTransaction(ctx.database, async ({ tx, liveChanged }) => {
    await liveChanged(eventId, { cards: true });
    version = (await tx.query.events.findFirst({ where: (e, { eq }) => eq(e.id, eventId) }))!.liveVersion;
  });
  return version;
}

async function runningNight() {
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const round = await createRound(ctx, event.id, { status: 'in_progress' });
  return { event, round };
}

describe('the live frames of cards entering play', () => {
  it('wait for their window and go out in the next ball’s frame, which is not held', async () => {
    const { event, round } = await runningNight();
    const { hub, frames } = await follow(event.id, 60_000);
    try {
      for (let i = 0; i < 3; i++) await cardsJoined(event.id);
      const lastCards = await cardsJoined(event.id);
      await sleep(150);
      expect(frames).toEqual([]);

      const draw = await ctx.app.inject({
        method: 'POST',
        url: `/api/rounds/${round.id}/draw`,
        headers: roles.admin.auth,
        payload: { number: 9 },
      });
      expect(draw.statusCode).toBe(201);
      await expect.poll(() => frames.length).toBe(1);
      expect(frames[0]!.drawn).toEqual([9]);
      expect(frames[0]!.version).toBeGreaterThan(lastCards);
      await sleep(100);
      expect(frames).toHaveLength(1);
    } finally {
      await hub.stop();
    }
  });

  it('go out when the window ends if no ball comes', async () => {
    const { event } = await runningNight();
    const { hub, frames } = await follow(event.id, 50);
    try {
      await cardsJoined(event.id);
      const last = await cardsJoined(event.id);
      await expect.poll(() => frames.at(-1)?.version).toBe(last);
    } finally {
      await hub.stop();
    }
  });

  it('never keep a poll from the newest version: a phone asking in the window gets it', async () => {
    const { event } = await runningNight();
    const { hub, frames } = await follow(event.id, 60_000);
    try {
      const last = await cardsJoined(event.id);
      expect(hub.peek(event.id)).toBeUndefined();
      expect((await hub.get(event.id))?.state.version).toBe(last);
      // The read the poll made carried the waiting change to the streams too.
      expect(frames.map((f) => f.version)).toEqual([last]);
      const poll = await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: roles.user.auth });
      expect(poll.json().version).toBe(last);
    } finally {
      await hub.stop();
    }
  });
});
