import type { RecordEntry, RoundRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { verifyRoundReport } from '../round-records';
import { adminCalls } from '../../../test/calls';

// decisions.md §14: the stages close on the ball that completes them, in the ball's transaction.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post, drawBall: draw } = adminCalls(() => ({ ctx, roles }));
const removeBall = (roundId: number, drawnId: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/rounds/${roundId}/drawn-numbers/${drawnId}`,
    headers: admin(),
    payload: { reason: 'Bola cantada por engano' },
  });
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const stagesAs = async (roundId: number, headers = roles.user.auth) =>
  (await ctx.app.inject({ url: `/api/rounds/${roundId}`, headers })).json().stages as {
    kind: string;
    won: boolean;
    ball_seq: number | null;
    winners: { card_id: number; name: string }[];
  }[];
const stageEntries = (entries: RecordEntry[]) =>
  entries
    .filter((e) => e.kind === 'stage_won' || e.kind === 'stage_reopened')
    .map((e): Record<string, unknown> => ({ kind: e.kind, ...e.data }));
const ballSeq = (entries: RecordEntry[], number: number) =>
  entries.filter((e) => e.kind === 'ball_drawn' && e.data.number === number).at(-1)!.seq;

/** Row 0 (the first number of each column) is 1, 16, 31, 46, 61, as on FIXED_CARD. */
const SAME_FIRST_ROW = [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66];
const OTHER = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];
const FIRST_ROW = [1, 16, 31, 46, 61];

async function quinaRound(cards: number[][]) {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { status: 'em_andamento' });
  const sold = await sellCards(ctx, event.id, roles.user, cards.length, cards);
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Smart TV' },
  ];
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  return { event, round, ids: sold.map((c) => c.id) };
}

async function verifies(roundId: number) {
  const report = await verifyRoundReport(ctx.database, roundId);
  expect(report, report.lines.join('\n')).toMatchObject({ ok: true });
}

describe('stage winners on each ball (decisions.md §14)', () => {
  it('a quina on a ball shared by two cards: both win it, the round plays on to the full card, in order', async () => {
    const { event, round, ids } = await quinaRound([FIXED_CARD, SAME_FIRST_ROW, OTHER]);
    const [a, b] = ids;
    for (const n of FIRST_ROW.slice(0, 4)) await draw(round.id, n);
    expect(stageEntries((await record(round.id)).entries)).toEqual([]);
    await draw(round.id, 61);
    let entries = (await record(round.id)).entries;
    expect(stageEntries(entries)).toEqual([{ kind: 'stage_won', stage: 'quina', ball_seq: ballSeq(entries, 61), card_ids: [a, b] }]);
    expect(await stagesAs(round.id)).toEqual([
      {
        kind: 'quina',
        prize: 'Cesta básica',
        won: true,
        ball_seq: ballSeq(entries, 61),
        ball: 61,
        winners: [
          { card_id: a, name: 'Comprador T.' },
          { card_id: b, name: 'Comprador T.' },
        ],
      },
      { kind: 'cartela_cheia', prize: 'Smart TV', won: false, ball_seq: null, ball: null, winners: [] },
    ]);
    expect((await stagesAs(round.id, admin()))[0]!.winners.map((w) => w.name)).toEqual(['Comprador Teste', 'Comprador Teste']);
    // The live state the panel, the telão and the phones follow carries the stages too.
    const live = (await ctx.app.inject({ url: `/api/events/${event.id}/live`, headers: roles.user.auth })).json();
    expect(live.round.stages).toEqual([
      {
        kind: 'quina',
        prize: 'Cesta básica',
        won: true,
        winners_count: 2,
        winners: [
          { card_id: a, name: 'Comprador T.' },
          { card_id: b, name: 'Comprador T.' },
        ],
        near: 0,
      },
      // Two cards with one row drawn are far from full: nobody is one number away.
      { kind: 'cartela_cheia', prize: 'Smart TV', won: false, winners_count: 0, winners: [], near: 0 },
    ]);

    // The round goes on: more full rows close nothing more until the full card.
    const rest = FIXED_CARD.filter((n) => !FIRST_ROW.includes(n));
    for (const n of rest) await draw(round.id, n);
    entries = (await record(round.id)).entries;
    expect(stageEntries(entries)).toEqual([
      { kind: 'stage_won', stage: 'quina', ball_seq: ballSeq(entries, 61), card_ids: [a, b] },
      { kind: 'stage_won', stage: 'cartela_cheia', ball_seq: ballSeq(entries, rest.at(-1)!), card_ids: [a] },
    ]);
    await draw(round.id, 75);
    expect(stageEntries((await record(round.id)).entries)).toHaveLength(2);
    // GET /rounds/{id}/winners stays the full-card winners.
    const winners = await ctx.app.inject({ url: `/api/rounds/${round.id}/winners`, headers: admin() });
    expect(winners.json().map((w: { card_id: number }) => w.card_id)).toEqual([a]);
    expect((await stagesAs(round.id)).map((s) => [s.kind, s.won])).toEqual([
      ['quina', true],
      ['cartela_cheia', true],
    ]);
    // The public record page lists the winners per stage, with public names only.
    expect((await record(round.id)).stages).toEqual([
      {
        kind: 'quina',
        prize: 'Cesta básica',
        ball_seq: ballSeq(entries, 61),
        winners: [
          { card_id: a, name: 'Comprador T.' },
          { card_id: b, name: 'Comprador T.' },
        ],
      },
      {
        kind: 'cartela_cheia',
        prize: 'Smart TV',
        ball_seq: ballSeq(entries, rest.at(-1)!),
        winners: [{ card_id: a, name: 'Comprador T.' }],
      },
    ]);
    await verifies(round.id);
  });

  it('the ball that completed a row, taken back before the next ball, reopens the quina; it closes again when drawn again', async () => {
    const { round, ids } = await quinaRound([FIXED_CARD, OTHER]);
    for (const n of FIRST_ROW.slice(0, 4)) await draw(round.id, n);
    const closing = await draw(round.id, 61);
    expect((await stagesAs(round.id))[0]!.won).toBe(true);
    expect((await removeBall(round.id, closing.id)).statusCode).toBe(200);
    let entries = (await record(round.id)).entries;
    const firstSeq = ballSeq(entries, 61);
    expect(stageEntries(entries)).toEqual([
      { kind: 'stage_won', stage: 'quina', ball_seq: firstSeq, card_ids: [ids[0]] },
      { kind: 'stage_reopened', stage: 'quina', ball_seq: firstSeq },
    ]);
    expect((await stagesAs(round.id))[0]).toMatchObject({ won: false, ball_seq: null, winners: [] });
    await verifies(round.id);

    await draw(round.id, 61);
    entries = (await record(round.id)).entries;
    expect(stageEntries(entries).at(-1)).toEqual({ kind: 'stage_won', stage: 'quina', ball_seq: ballSeq(entries, 61), card_ids: [ids[0]] });
    expect((await stagesAs(round.id))[0]).toMatchObject({ won: true, ball_seq: ballSeq(entries, 61) });
    await verifies(round.id);
  });

  it('once a later ball is drawn, taking back the ball that completed the row leaves the quina won', async () => {
    const { round, ids } = await quinaRound([FIXED_CARD, OTHER]);
    for (const n of FIRST_ROW.slice(0, 4)) await draw(round.id, n);
    const closing = await draw(round.id, 61);
    await draw(round.id, 75);
    expect((await removeBall(round.id, closing.id)).statusCode).toBe(200);
    const entries = (await record(round.id)).entries;
    expect(stageEntries(entries)).toEqual([{ kind: 'stage_won', stage: 'quina', ball_seq: ballSeq(entries, 61), card_ids: [ids[0]] }]);
    expect((await stagesAs(round.id))[0]).toMatchObject({ won: true, winners: [{ card_id: ids[0] }] });
    await verifies(round.id);
  });

  it('a card sold after the first ball sits the round out: it never wins a stage', async () => {
    const { event, round } = await quinaRound([OTHER]);
    const batch = await createBatch(ctx, roles.admin, event.id, 1);
    const paper = batch.cards[0]!;
    const row = [0, 5, 10, 15, 20].map((i) => paper.numbers[i]!);
    for (const n of row.slice(0, 4)) await draw(round.id, n);
    expect((await post('/api/physical-sales', { card_id: paper.id, user_id: roles.admin.id })).json()).toMatchObject({ next_round: true });
    await draw(round.id, row[4]!);
    const entries = (await record(round.id)).entries;
    expect(stageEntries(entries).flatMap((e) => (e.card_ids as number[] | undefined) ?? [])).not.toContain(paper.id);
    expect((await stagesAs(round.id))[0]!.winners).toEqual([]);
    await verifies(round.id);
  });
});
