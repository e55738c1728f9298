import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { bumpLive, publishLive } from '../../live';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, createRound, FIXED_CARD, sellCards } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { buy, buyAndApprove, chooseOnFakeCheckout, createCoupon } from '../../../test/purchase-factories';
import { createSponsorship } from '../../../test/sponsor-factories';

/**
 * docs/decisions/013: Acerto de Vendedores and Resumo do Evento against a night with known sums.
 * Its own database: nothing else may write into it.
 *
 * June (R$ 10,00 a card, running): online, 3 cards approved (R$ 30,00) and 2 with a R$ 5,00
 * coupon (R$ 15,00); a coupon purchase refused (its use released) and a pending one, neither
 * counted. Ana holds a batch of 5 and sells 3 of them (one marked acertado, one edited to
 * R$ 7,50) and a 4th that is undone; Bruno holds a batch of 3 and sells none; Carla, with no
 * batch, sells one of Ana's cards and is settled in one go. July (R$ 12,00, scheduled): Ana holds
 * 2 cards and sells 1. June's sponsors: R$ 100,00 paid, R$ 40,00 pending; July's: R$ 70,00 paid. Round 1 of June is won by the
 * card of the 25 balls drawn; round 2 runs with 3 balls; round 3 was never started.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let june: number;
let july: number;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;
let winnerCard: number;

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: roles.admin.auth, ...(payload ? { payload } : {}) });
const sell = async (cardId: number, seller: TestUser) => {
  const res = await asAdmin('POST', 'physical-sales', { card_id: cardId, user_id: seller.id });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const ok = async (request: ReturnType<typeof asAdmin>) => expect((await request).statusCode).toBe(200);

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  june = (await createEvent(ctx, { name: 'Noite de Junho', status: 'em_andamento', cardPrice: 10 })).id;
  july = (await createEvent(ctx, { name: 'Noite de Julho', cardPrice: 12 })).id;
  const padaria = await createSponsorship(ctx, { eventId: june, name: 'Padaria', amount: 100, paymentStatus: 'pago' });
  await createSponsorship(ctx, { eventId: june, name: 'Oficina', amount: 40, paymentStatus: 'pendente' });
  // July's sponsorship of the same company is July's money, not June's.
  await createSponsorship(ctx, { eventId: july, sponsorId: padaria.sponsorId, amount: 70, paymentStatus: 'pago' });

  winnerCard = (await sellCards(ctx, june, roles.user, 3, [FIXED_CARD]))[0]!.id;
  const coupon = await createCoupon(ctx, { tipo: 'fixo', valor: 5, quantidade: 5 });
  await buyAndApprove(ctx, await createUser(ctx), { quantidade: 2, cupom: coupon.codigo });
  const refused = (await buy(ctx, await createUser(ctx), { quantidade: 1, cupom: coupon.codigo })).json();
  await chooseOnFakeCheckout(ctx, refused.url, 'recusar');
  expect((await buy(ctx, await createUser(ctx), { quantidade: 4 })).statusCode).toBe(200);

  ana = await createUser(ctx, { name: 'Ana' });
  bruno = await createUser(ctx, { name: 'Bruno' });
  carla = await createUser(ctx, { name: 'Carla' });
  const annas = (await createBatch(ctx, roles.admin, june, 5, ana)).cards;
  await createBatch(ctx, roles.admin, june, 3, bruno);
  const handedIn = await sell(annas[0]!.id, ana);
  await sell(annas[1]!.id, ana);
  const edited = await sell(annas[2]!.id, ana);
  const undone = await sell(annas[3]!.id, ana);
  await sell(annas[4]!.id, carla);
  await ok(asAdmin('PUT', `physical-sales/${handedIn}`, { acertado: true }));
  await ok(asAdmin('PUT', `physical-sales/${edited}`, { amount: 7.5 }));
  await ok(asAdmin('DELETE', `physical-sales/${undone}`));
  await ok(asAdmin('POST', 'physical-sales/settle', { user_id: carla.id, event_id: june }));
  await sell((await createBatch(ctx, roles.admin, july, 2, ana)).cards[0]!.id, ana);

  const won = await createRound(ctx, june, { number: 1, prize: 'Televisor' });
  await ok(asAdmin('POST', `rounds/${won.id}/start`));
  for (const number of FIXED_CARD) expect((await asAdmin('POST', `rounds/${won.id}/draw`, { number })).statusCode).toBe(201);
  await ok(asAdmin('POST', `rounds/${won.id}/finish`));
  const running = await createRound(ctx, june, { number: 2, prize: 'Cesta básica' });
  await ok(asAdmin('POST', `rounds/${running.id}/start`));
  for (const number of [70, 71, 72]) await asAdmin('POST', `rounds/${running.id}/draw`, { number });
  await createRound(ctx, june, { number: 3, prize: 'Bicicleta' });
});
afterAll(() => ctx.close());

const seller = (who: TestUser, name: string, figures: number[]) => {
  const [cartelas_recebidas, vendidas, valor_vendido, valor_acertado, saldo_a_acertar] = figures;
  return {
    vendedor_id: who.id,
    vendedor_nome: name,
    cartelas_recebidas,
    // No card was returned in this night (decisions.md §15); what is left is still in hand.
    devolvidas: 0,
    em_maos: Math.max(0, cartelas_recebidas! - vendidas!),
    vendidas,
    valor_vendido,
    valor_acertado,
    saldo_a_acertar,
    correcoes: [],
  };
};

describe('GET /reports/sellers (Acerto de Vendedores)', () => {
  it('per seller of the event: received, sold, sold value, handed in and what is still owed, with totals', async () => {
    const res = await asAdmin('GET', `reports/sellers?event_id=${june}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vendedores: [
        seller(ana, 'Ana', [5, 3, 27.5, 10, 17.5]),
        seller(bruno, 'Bruno', [3, 0, 0, 0, 0]),
        seller(carla, 'Carla', [0, 1, 10, 10, 0]),
      ],
      totais: {
        cartelas_recebidas: 8,
        devolvidas: 0,
        em_maos: 5,
        vendidas: 4,
        valor_vendido: 37.5,
        valor_acertado: 20,
        saldo_a_acertar: 17.5,
      },
    });
  });

  it('adds every event up without an event, as the other reports do', async () => {
    const body = (await asAdmin('GET', 'reports/sellers')).json();
    expect(body.vendedores[0]).toEqual(seller(ana, 'Ana', [7, 4, 39.5, 10, 29.5]));
    expect(body.totais).toEqual({
      cartelas_recebidas: 10,
      devolvidas: 0,
      em_maos: 6,
      vendidas: 5,
      valor_vendido: 49.5,
      valor_acertado: 20,
      saldo_a_acertar: 29.5,
    });
    expect((await asAdmin('GET', `reports/sellers?event_id=${july}`)).json().vendedores).toEqual([seller(ana, 'Ana', [2, 1, 12, 0, 12])]);
  });

  it('a seller handing everything in leaves nothing owed; an event with nothing answers zeros', async () => {
    const empty = (await createEvent(ctx, { name: 'Vazio' })).id;
    expect((await asAdmin('GET', `reports/sellers?event_id=${empty}`)).json()).toEqual({
      vendedores: [],
      totais: { cartelas_recebidas: 0, devolvidas: 0, em_maos: 0, vendidas: 0, valor_vendido: 0, valor_acertado: 0, saldo_a_acertar: 0 },
    });
    await ok(asAdmin('POST', 'physical-sales/settle', { user_id: ana.id, event_id: july }));
    expect((await asAdmin('GET', `reports/sellers?event_id=${july}`)).json().totais).toMatchObject({
      valor_acertado: 12,
      saldo_a_acertar: 0,
    });
  });
});

describe('GET /reports/summary (Resumo do Evento)', () => {
  it('the goal’s thermometer on the telão counts the same money as the summary (docs/decisions/019)', async () => {
    const { total_arrecadado } = (await asAdmin('GET', `reports/summary?event_id=${june}`)).json();
    await ctx.database.db.update(events).set({ fundraisingGoal: 1000, showGoal: true }).where(eq(events.id, june));
    await publishLive(ctx.database, await bumpLive(ctx.database.db, june));
    const live = (await ctx.app.inject({ url: `/api/events/${june}/live`, headers: roles.user.auth })).json();
    expect(live.goal).toEqual({ target: 1000, raised: total_arrecadado });
  });

  it('what the night raised: approved online net of discounts, physical sales and sponsors received', async () => {
    const res = await asAdmin('GET', `reports/summary?event_id=${june}`);
    expect(res.statusCode).toBe(200);
    const { evento, rodadas, ...figures } = res.json();
    expect(evento).toMatchObject({ id: june, name: 'Noite de Junho', status: 'em_andamento' });
    expect(figures).toEqual({
      online_compras: 2,
      online_cartelas: 5,
      online_bruto: 50,
      descontos: 5,
      online_liquido: 45,
      fisicas_vendidas: 4,
      fisicas_valor: 37.5,
      patrocinios_recebidos: 100,
      patrocinios_pendentes: 40,
      total_arrecadado: 182.5,
      // Set by the thermometer's test above: the summary states the goal beside the total.
      meta_arrecadacao: 1000,
      online_estornado: 0,
      compras_estornadas: 0,
      online_contestado: 0,
      compras_contestadas: 0,
      // 5 digital cards of approved purchases and 4 physical cards sold (the undone one left play).
      cartelas_em_jogo: 9,
      // The night runs no acumulado (docs/decisions/032): no pot history.
      acumulado: [],
    });
    expect(rodadas).toEqual([
      {
        id: expect.any(Number),
        evento_nome: 'Noite de Junho',
        numero: 1,
        premio: 'Televisor',
        status: 'finished',
        bolas: 25,
        vencedores: [{ card_id: winnerCard, full_name: 'Comprador Teste', barcode: null }],
        // Per stage, from the round record (decisions.md §14): the full card on its last ball.
        etapas: [
          {
            etapa: 'cartela_cheia',
            premio: 'Televisor',
            bola: FIXED_CARD.at(-1),
            vencedores: [{ card_id: winnerCard, full_name: 'Comprador Teste', barcode: null }],
          },
        ],
      },
      {
        id: expect.any(Number),
        evento_nome: 'Noite de Junho',
        numero: 2,
        premio: 'Cesta básica',
        status: 'in_progress',
        bolas: 3,
        vencedores: [],
        etapas: [{ etapa: 'cartela_cheia', premio: 'Cesta básica', bola: null, vencedores: [] }],
      },
    ]);
  });

  it('adds every event up without an event', async () => {
    const body = (await asAdmin('GET', 'reports/summary')).json();
    expect(body).toMatchObject({
      evento: null,
      meta_arrecadacao: null,
      fisicas_vendidas: 5,
      fisicas_valor: 49.5,
      patrocinios_recebidos: 170,
      patrocinios_pendentes: 40,
      total_arrecadado: 264.5,
      cartelas_em_jogo: 10,
    });
    expect(body.rodadas).toHaveLength(2);
  });

  it('is for administrators only; an unknown event is a 404 with a sentence', async () => {
    expect((await ctx.app.inject({ url: '/api/reports/summary', headers: roles.user.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/reports/sellers', headers: roles.user.auth })).statusCode).toBe(403);
    const missing = await asAdmin('GET', 'reports/summary?event_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Evento não encontrado.' });
  });
});
