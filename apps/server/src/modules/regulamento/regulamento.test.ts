import { regulamentoMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { publishRegulamento, REGULAMENTO } from '../../../test/regulamento-factories';

/** decisions.md §15: the regulamento of an event, published in numbered versions that stay readable. */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const read = (eventId: number, query = '') => ctx.app.inject({ url: `/api/events/${eventId}/regulamento${query}` });

describe('PUT and GET /events/:id/regulamento', () => {
  it('publishes version 1 with the rounds and prizes, and anyone reads it without logging in', async () => {
    const event = await createEvent(ctx);
    await createRound(ctx, event.id, { number: 2, prize: 'Bicicleta' });
    await createRound(ctx, event.id, { number: 1, prize: 'Cesta básica' });
    const published = await publishRegulamento(ctx, roles.admin, event.id);
    expect(published.statusCode).toBe(200);
    const expected = {
      event_id: event.id,
      version: 1,
      entidade: 'Paróquia São José',
      cnpj: '11222333000181',
      sorteio: 'globo físico com números digitados no painel',
      empate: 'prêmio dividido em partes iguais',
      vendas_inicio: '2026-12-01',
      vendas_fim: '2026-12-20',
      prazo_retirada: REGULAMENTO.prazo_retirada,
      rounds: [
        { number: 1, prize: 'Cesta básica' },
        { number: 2, prize: 'Bicicleta' },
      ],
    };
    expect(published.json()).toMatchObject(expected);
    const res = await read(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...expected, published_at: published.json().published_at });
  });

  it('publishes a change as version 2 and keeps version 1 readable as it was, prizes included', async () => {
    const event = await createEvent(ctx);
    const round = await createRound(ctx, event.id, { prize: 'Cesta básica' });
    await publishRegulamento(ctx, roles.admin, event.id);
    await ctx.app.inject({ method: 'PATCH', url: `/api/rounds/${round.id}`, headers: roles.admin.auth, payload: { prize: 'Televisão' } });
    const second = await publishRegulamento(ctx, roles.admin, event.id, { ...REGULAMENTO, empate: 'Nova cartela entre os empatados' });
    expect(second.json()).toMatchObject({
      version: 2,
      empate: 'Nova cartela entre os empatados',
      rounds: [{ number: 1, prize: 'Televisão' }],
    });

    const latest = (await read(event.id)).json();
    expect(latest).toMatchObject({ version: 2, empate: 'Nova cartela entre os empatados' });
    expect(latest.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await read(event.id, '?version=1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      version: 1,
      empate: 'prêmio dividido em partes iguais',
      rounds: [{ number: 1, prize: 'Cesta básica' }],
    });
  });

  it('answers 404 in pt-BR for an event without regulamento, a version that does not exist and an unknown event', async () => {
    const event = await createEvent(ctx);
    expect((await read(event.id)).statusCode).toBe(404);
    expect((await read(event.id)).json().error).toBe(regulamentoMessages.notFound);
    await publishRegulamento(ctx, roles.admin, event.id);
    const missing = await read(event.id, '?version=5');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(regulamentoMessages.versionNotFound);
    expect((await read(999_999)).json().error).toBe('Evento não encontrado.');
  });

  it.each([
    ['an invalid CNPJ', { cnpj: '11.222.333/0001-80' }, regulamentoMessages.cnpjCheckDigits],
    ['a blank entidade', { entidade: '   ' }, 'Entidade responsável: campo obrigatório.'],
    ['a blank prazo', { prazo_retirada: '' }, 'Prazo para retirar o prêmio: campo obrigatório.'],
    ['a sales period reversed', { vendas_inicio: '2026-12-21' }, regulamentoMessages.salesPeriodReversed],
  ])('refuses %s with 400 in pt-BR and writes nothing', async (_, change, message) => {
    const event = await createEvent(ctx);
    const res = await publishRegulamento(ctx, roles.admin, event.id, { ...REGULAMENTO, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect((await read(event.id)).statusCode).toBe(404);
  });

  it('numbers two publishes at once 1 and 2', async () => {
    const event = await createEvent(ctx);
    const both = await Promise.all([publishRegulamento(ctx, roles.admin, event.id), publishRegulamento(ctx, roles.admin, event.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().version).sort()).toEqual([1, 2]);
  });

  it('lets only admins publish', async () => {
    const event = await createEvent(ctx);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/events/${event.id}/regulamento`, headers: roles.user.auth, payload: REGULAMENTO }))
        .statusCode,
    ).toBe(403);
  });
});
