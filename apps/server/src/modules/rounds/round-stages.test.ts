import {
  STAGE_KIND_INVALID,
  STAGE_PRIZE_NOT_ROUND_PRIZE,
  STAGE_PRIZE_REQUIRED,
  STAGE_REPEATED,
  STAGES_END_WITH_FULL_CARD,
  STAGES_LOCKED,
} from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const create = (eventId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${eventId}/rounds`, headers: admin(), payload });
const patch = (id: number, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/rounds/${id}`, headers: admin(), payload });
const get = async (id: number) => (await ctx.app.inject({ url: `/api/rounds/${id}`, headers: roles.user.auth })).json();
const quinaAndFull = [
  { kind: 'quina', prize: 'Cesta básica' },
  { kind: 'cartela_cheia', prize: 'Smart TV' },
];
const open = (kind: string, prize: string) => ({ kind, prize, won: false, ball_seq: null, ball: null, winners: [] });

describe('prize stages of a round (decisions.md §14)', () => {
  it('a round without stages is the full card with its prize; one with a quina keeps both, in order', async () => {
    const event = await createEvent(ctx);
    const plain = (await create(event.id, { prize: 'Bicicleta' })).json();
    expect(plain.stages).toEqual([open('cartela_cheia', 'Bicicleta')]);
    const staged = await create(event.id, { prize: 'Smart TV', stages: quinaAndFull });
    expect(staged.statusCode).toBe(201);
    expect((await get(staged.json().id)).stages).toEqual([open('quina', 'Cesta básica'), open('cartela_cheia', 'Smart TV')]);
    const list = await ctx.app.inject({ url: `/api/events/${event.id}/rounds`, headers: roles.user.auth });
    expect(list.json().map((r: { stages: { kind: string }[] }) => r.stages.map((s) => s.kind))).toEqual([
      ['cartela_cheia'],
      ['quina', 'cartela_cheia'],
    ]);
    // The full card's prize is the round's: changing the prize changes it, the quina stays.
    expect((await patch(staged.json().id, { prize: 'Geladeira' })).statusCode).toBe(200);
    expect((await get(staged.json().id)).stages.map((s: { prize: string }) => s.prize)).toEqual(['Cesta básica', 'Geladeira']);
    // Stages set back to the full card alone.
    const back = await patch(staged.json().id, { prize: 'Geladeira', stages: [{ kind: 'cartela_cheia', prize: 'Geladeira' }] });
    expect(back.json().stages).toEqual([open('cartela_cheia', 'Geladeira')]);
  });

  it('refuses a bad stage list with a pt-BR sentence and changes nothing', async () => {
    const event = await createEvent(ctx);
    const round = (await create(event.id, { prize: 'Smart TV', stages: quinaAndFull })).json();
    const bad: [object[], string][] = [
      [[{ kind: 'quina', prize: 'Cesta' }], STAGES_END_WITH_FULL_CARD],
      [
        [
          { kind: 'cartela_cheia', prize: 'Smart TV' },
          { kind: 'quina', prize: 'Cesta' },
        ],
        STAGES_END_WITH_FULL_CARD,
      ],
      [[], STAGES_END_WITH_FULL_CARD],
      [
        [
          { kind: 'quina', prize: 'A' },
          { kind: 'quina', prize: 'B' },
          { kind: 'cartela_cheia', prize: 'Smart TV' },
        ],
        STAGE_REPEATED,
      ],
      [[{ kind: 'quina', prize: '   ' }, quinaAndFull[1]!], STAGE_PRIZE_REQUIRED],
      [[{ kind: 'quina' }, quinaAndFull[1]!], STAGE_PRIZE_REQUIRED],
      [[{ kind: 'linha', prize: 'X' }, quinaAndFull[1]!], STAGE_KIND_INVALID],
      [[quinaAndFull[0]!, { kind: 'cartela_cheia', prize: 'Outro prêmio' }], STAGE_PRIZE_NOT_ROUND_PRIZE],
    ];
    for (const [stages, sentence] of bad) {
      const created = await create(event.id, { prize: 'Smart TV', stages });
      expect(created.statusCode, JSON.stringify(stages)).toBe(400);
      expect(created.json().error).toBe(sentence);
      const changed = await patch(round.id, { prize: 'Smart TV', stages });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().error).toBe(sentence);
    }
    const list = await ctx.app.inject({ url: `/api/events/${event.id}/rounds`, headers: admin() });
    expect(list.json()).toHaveLength(1);
    expect((await get(round.id)).stages).toEqual([open('quina', 'Cesta básica'), open('cartela_cheia', 'Smart TV')]);
  });

  it('answers 409 to a change of stages once the round started; the same stages and the prize may still be sent', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = (await create(event.id, { prize: 'Smart TV' })).json();
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: admin() });
    const adding = await patch(round.id, { prize: 'Smart TV', stages: quinaAndFull });
    expect(adding.statusCode).toBe(409);
    expect(adding.json().error).toBe(STAGES_LOCKED);
    expect((await get(round.id)).stages).toEqual([open('cartela_cheia', 'Smart TV')]);
    const same = await patch(round.id, { prize: 'TV grande', stages: [{ kind: 'cartela_cheia', prize: 'TV grande' }] });
    expect(same.statusCode).toBe(200);
    expect(same.json().stages).toEqual([open('cartela_cheia', 'TV grande')]);

    const staged = (
      await create(event.id, {
        prize: 'Carro',
        stages: [
          { kind: 'quina', prize: 'Moto' },
          { kind: 'cartela_cheia', prize: 'Carro' },
        ],
      })
    ).json();
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/finish`, headers: admin() });
    await ctx.app.inject({ method: 'POST', url: `/api/rounds/${staged.id}/start`, headers: admin() });
    // The edit form sends the stages back with every change: the same ones are no change.
    const sameStages = await patch(staged.id, {
      prize: 'Carro',
      notes: 'Moto doada pela loja',
      stages: [
        { kind: 'quina', prize: 'Moto' },
        { kind: 'cartela_cheia', prize: 'Carro' },
      ],
    });
    expect(sameStages.statusCode, sameStages.body).toBe(200);
    expect(sameStages.json().notes).toBe('Moto doada pela loja');
    const quinaPrize = await patch(staged.id, {
      prize: 'Carro',
      stages: [
        { kind: 'quina', prize: 'Bicicleta' },
        { kind: 'cartela_cheia', prize: 'Carro' },
      ],
    });
    expect(quinaPrize.statusCode).toBe(409);
    const dropping = await patch(staged.id, { prize: 'Carro', stages: [{ kind: 'cartela_cheia', prize: 'Carro' }] });
    expect(dropping.statusCode).toBe(409);
    expect((await get(staged.id)).stages.map((s: { prize: string }) => s.prize)).toEqual(['Moto', 'Carro']);
  });

  it('a paper card sold without a buyer name wins as "Sem nome", to the administrator and to everyone else', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const [card] = (await createBatch(ctx, roles.admin, event.id, 1)).cards;
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: admin(),
      payload: { card_id: card!.id, user_id: roles.admin.id },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const round = (await create(event.id, { prize: 'Smart TV' })).json();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/start`, headers: admin() })).statusCode).toBe(200);
    for (const number of card!.numbers) {
      const drawn = await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: admin(), payload: { number } });
      expect(drawn.statusCode).toBe(201);
    }
    for (const headers of [admin(), roles.user.auth]) {
      const stages = (await ctx.app.inject({ url: `/api/rounds/${round.id}`, headers })).json().stages;
      expect(stages[0].winners).toEqual([{ card_id: card!.id, name: 'Sem nome' }]);
    }
  });
});
