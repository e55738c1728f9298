import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { publishContas, readContas } from '../../../test/contas-factories';
import { publishRegulamento } from '../../../test/regulamento-factories';
import { cards, purchases, users } from '../../db/schema';
import { adminCalls } from '../../../test/calls';

// decisions.md §15: one public page per event, for anyone; no buyer data beyond a winner's first name and initial.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let buyer: TestUser;

const BUYER = {
  name: 'Maria da Silva Santos',
  email: 'maria.santos.pagina@teste.com',
  cpf: '52998224725',
  contact: '11987654321',
  address: 'Rua das Flores, 123',
};

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  buyer = await createUser(ctx, { name: BUYER.name, email: BUYER.email });
  await ctx.database.db.update(users).set({ document: BUYER.cpf }).where(eq(users.id, buyer.id));
});
afterAll(() => ctx.close());

/** Cards with no number of FIXED_CARD: whatever it completes, they complete nothing. */
const OTHER = [6, 7, 8, 9, 10, 21, 22, 23, 24, 25, 36, 37, 38, 39, 40, 51, 52, 53, 54, 55, 66, 67, 68, 69, 70];

const page = (eventId: number | string) => ctx.app.inject({ url: `/api/events/${eventId}/public` });
const { post, drawBall: draw } = adminCalls(() => ({ ctx, roles }));

/** A night played to the end of one round: a quina and the full card won by the buyer, the Foguetinho spun once. */
async function playedNight() {
  await finishRunningEvents(ctx);
  const event = await createEvent(ctx, { name: 'Bingo da Paróquia', status: 'em_andamento', fundraisingGoal: 1000, showGoal: true });
  await publishRegulamento(ctx, roles.admin, event.id);
  const [card] = await sellCards(ctx, event.id, buyer, 1, [FIXED_CARD]);
  // Another buyer's two cards share no number with the winner's: they win nothing.
  await sellCards(ctx, event.id, roles.other, 2, [OTHER, OTHER.map((n) => n + 5)]);
  await ctx.database.db
    .update(cards)
    .set({ fullName: BUYER.name, contact: BUYER.contact, address: BUYER.address })
    .where(eq(cards.userId, buyer.id));
  await ctx.database.db.update(purchases).set({ document: BUYER.cpf, fullName: BUYER.name }).where(eq(purchases.userId, buyer.id));
  const stages = [
    { kind: 'quina', prize: 'Cesta básica' },
    { kind: 'cartela_cheia', prize: 'Smart TV' },
  ];
  const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
  const next = (await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta' })).json() as { id: number };
  expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
  for (const n of FIXED_CARD) await draw(round.id, n);
  expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
  expect((await post(`/api/events/${event.id}/foguetinho`, { min: 1, max: 50 })).statusCode).toBe(201);
  return { event, round, next, card: card! };
}

describe('GET /events/:id/public', () => {
  it('shows anyone the event, its thermometer, regulamento, rounds with prizes and winners, the Foguetinho and no accounts yet', async () => {
    const { event, round, next, card } = await playedNight();
    const res = await page(event.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.event).toEqual({
      id: event.id,
      name: 'Bingo da Paróquia',
      start_date: event.startDate.toISOString(),
      status: 'em_andamento',
      card_price: 10,
    });
    expect(body.on_sale).toBe(true);
    // Three cards of R$ 10 approved online.
    expect(body.goal).toEqual({ target: 1000, raised: 30 });
    expect(body.regulamento).toMatchObject({ version: 1, entidade: 'Paróquia São José', cnpj: '11222333000181' });
    expect(body.rounds).toHaveLength(2);
    expect(body.rounds[0]).toMatchObject({
      id: round.id,
      number: 1,
      prize: 'Smart TV',
      status: 'finished',
      stages: [
        { kind: 'quina', prize: 'Cesta básica', won: true, winners: [{ card_id: card.id, name: 'Maria S.' }] },
        { kind: 'cartela_cheia', prize: 'Smart TV', won: true, winners: [{ card_id: card.id, name: 'Maria S.' }] },
      ],
    });
    expect(body.rounds[0].started_at).not.toBeNull();
    expect(body.rounds[1]).toMatchObject({ id: next.id, number: 2, prize: 'Bicicleta', status: 'not_started', started_at: null });
    expect(body.rounds[1].stages).toEqual([
      { kind: 'cartela_cheia', prize: 'Bicicleta', won: false, ball_seq: null, ball: null, winners: [] },
    ]);
    expect(body.foguetinho).toHaveLength(1);
    expect(body.foguetinho[0]).toMatchObject({ min: 1, max: 50 });
    expect(body.contas).toBeNull();
  });

  it('names no buyer beyond a winner’s first name and initial: no e-mail, CPF, full name, phone or address anywhere', async () => {
    const { event } = await playedNight();
    // Signed in as an admin or not, the public page is the same page.
    for (const headers of [{}, roles.admin.auth]) {
      const text = (await ctx.app.inject({ url: `/api/events/${event.id}/public`, headers })).body;
      expect(text).toContain('Maria S.');
      for (const secret of [BUYER.email, BUYER.cpf, BUYER.name, 'Silva', 'Santos', BUYER.contact, BUYER.address, 'Rua das Flores']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('a finished event without regulamento, goal or spins: nothing on sale, empty lists, nulls', async () => {
    const event = await createEvent(ctx, { name: 'Bingo Encerrado', status: 'finalizado', fundraisingGoal: 500, showGoal: false });
    await createRound(ctx, event.id, { prize: 'Panela' });
    const body = (await page(event.id)).json();
    expect(body).toMatchObject({ on_sale: false, goal: null, regulamento: null, foguetinho: [], contas: null });
    expect(body.rounds).toHaveLength(1);
    expect(body.rounds[0]).not.toHaveProperty('notes');
  });

  it('names the latest published prestação de contas by version and SHA-256 (decisions.md §15)', async () => {
    const event = await createEvent(ctx, { name: 'Bingo Prestado', status: 'finalizado' });
    const round = await createRound(ctx, event.id, { prize: 'Panela' });
    const body = {
      costs: [{ description: 'Aluguel do salão', amount: '150,00' }],
      prizes: [{ round_id: round.id, stage: 'cartela_cheia', description: 'Panela', value: '80,00', donated: true }],
      destination: 'Reforma do telhado da capela',
    };
    expect((await publishContas(ctx, roles.admin, event.id, body)).statusCode).toBe(200);
    const second = await publishContas(ctx, roles.admin, event.id, {
      ...body,
      destination: 'Reforma do telhado',
      reason: 'Destino mais claro',
    });
    expect(second.statusCode).toBe(200);
    const { sha256 } = (await readContas(ctx, event.id)).json();
    const contas = (await page(event.id)).json().contas;
    expect(contas).toEqual({ version: 2, sha256, published_at: expect.any(String) });
    expect(sha256).toBe(second.json().sha256);
  });

  it('a scheduled event is on sale', async () => {
    const event = await createEvent(ctx, { name: 'Bingo de Natal' });
    expect((await page(event.id)).json()).toMatchObject({ on_sale: true, rounds: [] });
  });

  it('answers 404 in pt-BR for an unknown event and 400 for an id that is not one', async () => {
    const unknown = await page(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Evento não encontrado.');
    const bad = await page('abc');
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().error).toBe('string');
  });
});
