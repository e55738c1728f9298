import { createHash } from 'node:crypto';
import { canonicalJson, contasMessages, imageMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, createRound, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { contasBody, publishContas, readContas } from '../../../test/contas-factories';
import { createRoles, createUser } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/image-fixtures';
import { buyAndApprove, createCoupon } from '../../../test/purchase-factories';
import { createSponsorship } from '../../../test/sponsor-factories';

/**
 * decisions.md §15: the prestação de contas of a finished event, published in frozen versions that
 * stay public, each identified by the SHA-256 of its canonical JSON; the money in equal to the cent
 * to the Resumo do Evento.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let night: number;
let rounds: { quina: number; full: number; second: number };

const asAdmin = (url: string) => ctx.app.inject({ url: `/api/${url}`, headers: roles.admin.auth });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A finished event whose rounds have a quina and a full card; returns the ids the prizes name. */
async function finishedEvent(name: string) {
  const event = await createEvent(ctx, { name, status: 'finalizado' });
  const first = await createRound(ctx, event.id, {
    number: 1,
    prize: 'Televisor',
    stages: [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Televisor' },
    ],
  });
  const second = await createRound(ctx, event.id, { number: 2, prize: 'Bicicleta' });
  return { id: event.id, rounds: { quina: first.id, full: first.id, second: second.id } };
}

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  // The night: 3 cards bought online, 2 more with a R$ 5,00 coupon, 3 paper cards sold by two
  // sellers (one for R$ 7,50), a sponsorship paid and one still pending.
  const event = await createEvent(ctx, { name: 'Noite das Contas', status: 'em_andamento', cardPrice: 10 });
  night = event.id;
  await sellCards(ctx, night, roles.user, 3);
  const coupon = await createCoupon(ctx, { tipo: 'fixo', valor: 5, quantidade: 5 });
  await buyAndApprove(ctx, await createUser(ctx), { quantidade: 2, cupom: coupon.codigo });
  const ana = await createUser(ctx, { name: 'Ana Maria da Silva' });
  const carlos = await createUser(ctx, { name: 'Carlos Lima' });
  const batch = (await createBatch(ctx, roles.admin, night, 3, ana)).cards;
  const sell = (cardId: number, userId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: roles.admin.auth,
      payload: { card_id: cardId, user_id: userId },
    });
  await sell(batch[0]!.id, ana.id);
  const cheap = (await sell(batch[1]!.id, ana.id)).json().id as number;
  await sell(batch[2]!.id, carlos.id);
  await ctx.app.inject({ method: 'PUT', url: `/api/physical-sales/${cheap}`, headers: roles.admin.auth, payload: { amount: 7.5 } });
  await createSponsorship(ctx, { eventId: night, name: 'Padaria', amount: 100, paymentStatus: 'pago' });
  await createSponsorship(ctx, { eventId: night, name: 'Oficina', amount: 40, paymentStatus: 'pendente' });
  const first = await createRound(ctx, night, {
    number: 1,
    prize: 'Televisor',
    stages: [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Televisor' },
    ],
  });
  const second = await createRound(ctx, night, { number: 2, prize: 'Bicicleta' });
  rounds = { quina: first.id, full: first.id, second: second.id };
});
afterAll(() => ctx.close());

describe('POST /events/:id/contas before the event is finished', () => {
  it('is refused with 409 in pt-BR and publishes nothing', async () => {
    const res = await publishContas(ctx, roles.admin, night, contasBody(rounds));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(contasMessages.notFinished);
    expect((await readContas(ctx, night)).json().error).toBe(contasMessages.notFound);
  });
});

describe('POST and GET /events/:id/contas', () => {
  beforeAll(() => finishRunningEvents(ctx));

  it('publishes version 1 with the money in of the Resumo do Evento, to the cent, and anyone reads it', async () => {
    const published = await publishContas(ctx, roles.admin, night, contasBody(rounds));
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const res = await readContas(ctx, night);
    expect(res.statusCode).toBe(200);
    const { document, sha256: hash, versions } = res.json();
    const summary = (await asAdmin(`reports/summary?event_id=${night}`)).json();
    expect(document.money_in).toEqual({
      online: { purchases: summary.online_compras, gross: summary.online_bruto, discounts: summary.descontos, net: summary.online_liquido },
      paper: { cards: summary.fisicas_vendidas, total: summary.fisicas_valor, sellers: expect.any(Array) },
      sponsorships: { received: summary.patrocinios_recebidos },
      total: summary.total_arrecadado,
    });
    // The night's known sums: 30 + (20 − 5) online, 10 + 7,50 + 10 on paper, 100 of sponsors paid.
    expect(document.money_in.online).toMatchObject({ gross: 50, discounts: 5, net: 45 });
    expect(document.money_in.total).toBe(172.5);
    // Sellers as the public may see anyone: first name and initial.
    expect(document.money_in.paper.sellers).toEqual([
      { seller: 'Ana S.', cards: 2, amount: 17.5 },
      { seller: 'Carlos L.', cards: 1, amount: 10 },
    ]);
    expect(document.prizes).toEqual([
      { round_id: rounds.quina, round_number: 1, stage: 'quina', description: 'Cesta básica', value: 120, donated: true, delivered: [] },
      {
        round_id: rounds.full,
        round_number: 1,
        stage: 'cartela_cheia',
        description: 'Televisor',
        value: 1500,
        donated: true,
        delivered: [],
      },
      {
        round_id: rounds.second,
        round_number: 2,
        stage: 'cartela_cheia',
        description: 'Bicicleta',
        value: 800,
        donated: false,
        delivered: [],
      },
    ]);
    expect(document.costs).toEqual([
      { description: 'Aluguel do salão', amount: 150, receipt_image_id: null, receipt_url: null },
      { description: 'Impressão das cartelas', amount: 1234.56, receipt_image_id: null, receipt_url: null },
    ]);
    // 172,50 in, 1.384,56 of costs, the bicycle bought for 800: the donated prizes cost nothing.
    expect(document.totals).toEqual({ costs: 1384.56, prizes_bought: 800, prizes_donated: 1620, net: -2012.06 });
    expect(document).toMatchObject({ event_id: night, event_name: 'Noite das Contas', version: 1, reason: null });
    expect(document.destination).toBe('Reforma do telhado da igreja matriz');
    // Anyone recomputes the hash from the document as served.
    expect(hash).toBe(published.json().sha256);
    expect(sha256(canonicalJson(document))).toBe(hash);
    expect(versions).toEqual([{ version: 1, published_at: document.published_at, reason: null }]);
  });

  it('refuses a correction without a reason, and keeps version 1 public as it was next to version 2', async () => {
    const before = (await readContas(ctx, night)).json();
    const body = contasBody(rounds, { costs: [{ description: 'Aluguel do salão', amount: '150,00' }] });
    const blank = await publishContas(ctx, roles.admin, night, body);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(contasMessages.reasonRequired);
    expect((await readContas(ctx, night)).json().versions).toHaveLength(1);

    const reason = 'A impressão das cartelas foi doada pela gráfica';
    const second = await publishContas(ctx, roles.admin, night, { ...body, reason });
    expect(second.statusCode).toBe(200);
    expect(second.json().version).toBe(2);
    const latest = (await readContas(ctx, night)).json();
    expect(latest.document).toMatchObject({ version: 2, reason, totals: { costs: 150 } });
    expect(latest.versions.map((v: { version: number; reason: string | null }) => [v.version, v.reason])).toEqual([
      [2, reason],
      [1, null],
    ]);
    const first = (await readContas(ctx, night, '?version=1')).json();
    expect(first.document).toEqual(before.document);
    expect(first.sha256).toBe(before.sha256);
  });

  it('refuses to edit a published version in place (409) and changes nothing', async () => {
    const before = (await readContas(ctx, night, '?version=1')).json();
    const res = await publishContas(
      ctx,
      roles.admin,
      night,
      contasBody(rounds, { version: 1, reason: 'Corrigir o aluguel', destination: 'Outra' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(contasMessages.versionFrozen(1));
    expect((await readContas(ctx, night, '?version=1')).json()).toEqual({ ...before, versions: expect.any(Array) });
    expect((await readContas(ctx, night)).json().versions).toHaveLength(2);
  });

  it('refuses a version number past the next one (409, reload the page) and publishes the next one named', async () => {
    const event = await finishedEvent('Noite das Versões');
    const ahead = await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { version: 2 }));
    expect([ahead.statusCode, ahead.json().error]).toEqual([409, contasMessages.versionOutOfOrder(1)]);
    expect((await readContas(ctx, event.id)).statusCode).toBe(404);
    const next = await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { version: 1 }));
    expect([next.statusCode, next.json().version]).toEqual([200, 1]);
  });

  it.each([
    ['a negative amount', [{ description: 'Som', amount: '-5,00' }], contasMessages.amountNegative],
    ['a negative number', [{ description: 'Som', amount: -5 }], contasMessages.amountNegative],
    ['an amount typed the American way', [{ description: 'Som', amount: '1,234.56' }], contasMessages.amountInvalid],
    ['an amount with a decimal point', [{ description: 'Som', amount: '12.50' }], contasMessages.amountInvalid],
    ['an amount with three decimals', [{ description: 'Som', amount: 12.345 }], contasMessages.amountInvalid],
    ['a blank description', [{ description: ' ', amount: '5,00' }], 'Descrição: campo obrigatório.'],
    [
      'a receipt that is not in the gallery',
      [{ description: 'Som', amount: '5,00', receipt_image_id: 999_999 }],
      contasMessages.receiptNotFound,
    ],
  ])('refuses %s with 400 in pt-BR and publishes nothing', async (_, costs, message) => {
    const event = await finishedEvent(`Noite ${Math.random()}`);
    const res = await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { costs }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await readContas(ctx, event.id)).statusCode).toBe(404);
  });

  it('refuses a prize of another event or of a stage the round does not have, and a negative prize value', async () => {
    const event = await finishedEvent('Noite dos Prêmios');
    const other = await finishedEvent('Outra Noite');
    const prize = { round_id: event.rounds.second, stage: 'cartela_cheia', description: 'Bicicleta', value: '800,00', donated: false };
    const cases: [object, number, string][] = [
      [{ ...prize, round_id: other.rounds.second }, 400, contasMessages.roundNotOfEvent],
      [{ ...prize, stage: 'quina' }, 400, contasMessages.stageNotOfRound],
      [{ ...prize, value: '-800,00' }, 400, contasMessages.amountNegative],
      [{ ...prize, stage: 'linha' }, 400, contasMessages.stageInvalid],
    ];
    for (const [bad, status, message] of cases) {
      const res = await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { prizes: [bad] }));
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    }
    expect((await readContas(ctx, event.id)).statusCode).toBe(404);
  });

  it('reads amounts typed the Brazilian way to the cent', async () => {
    const event = await finishedEvent('Noite dos Centavos');
    const costs = [
      { description: 'a', amount: '0,10' },
      { description: 'b', amount: '0,2' },
      { description: 'c', amount: '1.000.000' },
      { description: 'd', amount: 3 },
    ];
    expect((await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { costs }))).statusCode).toBe(200);
    const { document } = (await readContas(ctx, event.id)).json();
    expect(document.costs.map((c: { amount: number }) => c.amount)).toEqual([0.1, 0.2, 1_000_000, 3]);
    expect(document.totals.costs).toBe(1_000_003.3);
  });

  it('numbers two publishes at once 1 and 2', async () => {
    const event = await finishedEvent('Noite Concorrida');
    const body = contasBody(event.rounds, { reason: 'Conferência da diretoria' });
    const both = await Promise.all([publishContas(ctx, roles.admin, event.id, body), publishContas(ctx, roles.admin, event.id, body)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().version).sort()).toEqual([1, 2]);
  });

  it('answers 404 in pt-BR for a version that does not exist and an unknown event, and lets only admins publish', async () => {
    const missing = await readContas(ctx, night, '?version=9');
    expect([missing.statusCode, missing.json().error]).toEqual([404, contasMessages.versionNotFound]);
    expect((await readContas(ctx, 999_999)).json().error).toBe('Evento não encontrado.');
    const buyer = await publishContas(ctx, roles.user, night, contasBody(rounds, { reason: 'x' }));
    expect(buyer.statusCode).toBe(403);
  });
});

describe('receipts', () => {
  it('shows a cost receipt from the gallery, and the image cannot be deleted while a version shows it', async () => {
    const upload = multipart([{ name: 'image', value: TINY_PNG, filename: 'nota.png', type: 'image/png' }]);
    const image = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: { ...roles.admin.auth, ...upload.headers },
        payload: upload.payload,
      })
    ).json();
    const event = await finishedEvent('Noite dos Comprovantes');
    const costs = [{ description: 'Som', amount: '300,00', receipt_image_id: image.id }];
    expect((await publishContas(ctx, roles.admin, event.id, contasBody(event.rounds, { costs }))).statusCode).toBe(200);
    expect((await readContas(ctx, event.id)).json().document.costs).toEqual([
      { description: 'Som', amount: 300, receipt_image_id: image.id, receipt_url: image.url },
    ]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: roles.admin.auth });
    expect([del.statusCode, del.json().error]).toEqual([409, imageMessages.receiptInUse]);
    expect((await ctx.app.inject({ url: `/api${image.url}` })).statusCode).toBe(200);
  });
});
