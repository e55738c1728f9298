import type { PurchaseStatus } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { publishedVersion } from '../../../test/regulamento-factories';
import { purchases } from '../../db/schema';

/**
 * The counts behind the organiser's alerts, against purchases with known days and
 * states. Its own database: nothing else may write into it.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let june: number;
let july: number;

const attention = (query = '') => ctx.app.inject({ url: `/api/reports/attention${query}`, headers: roles.admin.auth });

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  june = (await createEvent(ctx, { name: 'Noite de Junho', status: 'em_andamento' })).id;
  july = (await createEvent(ctx, { name: 'Noite de Julho', status: 'finalizado' })).id;
  const purchase = (eventId: number, status: PurchaseStatus, total: number, extra: Partial<typeof purchases.$inferInsert> = {}) => ({
    userId: roles.user.id,
    eventId,
    quantidade: 1,
    unitPrice: total,
    gross: total,
    total,
    status,
    ...extra,
  });
  await ctx.database.db.insert(purchases).values([
    purchase(june, 'aprovado', 10),
    purchase(june, 'aprovado', 25.5),
    // Approved two days ago: not today's.
    purchase(june, 'aprovado', 99, { createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) }),
    purchase(june, 'pendente', 10),
    purchase(june, 'pendente', 10, { reviewReason: 'Valor pago R$ 5,00 difere do total R$ 10,00.' }),
    purchase(june, 'falhou', 10),
    purchase(july, 'aprovado', 40),
    purchase(july, 'pendente', 40),
  ]);
  // A round left running in a finished event (a night closed before 0004): written directly.
  const stuck = await createRound(ctx, july, { number: 1 });
  await ctx.database.db.execute(sql`update rounds set status = 'in_progress' where id = ${stuck.id}`);
});
afterAll(() => ctx.close());

describe('GET /reports/attention', () => {
  it("counts one event's purchases of today, open payments, purchases under review and stuck rounds", async () => {
    const res = await attention(`?event_id=${june}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      compras_hoje: 2,
      valor_hoje: 35.5,
      pagamentos_pendentes: 2,
      compras_em_revisao: 1,
      compras_estornadas: 0,
      compras_contestadas: 0,
      rodadas_presas: 0,
      cartelas_bloqueadas: 0,
      eventos_sem_regulamento: [{ id: june, name: 'Noite de Junho' }],
    });
    expect((await attention(`?event_id=${july}`)).json()).toEqual({
      compras_hoje: 1,
      valor_hoje: 40,
      pagamentos_pendentes: 1,
      compras_em_revisao: 0,
      compras_estornadas: 0,
      compras_contestadas: 0,
      rodadas_presas: 1,
      cartelas_bloqueadas: 0,
      eventos_sem_regulamento: [{ id: june, name: 'Noite de Junho' }],
    });
  });

  it('adds every event up without event_id, and refuses a malformed one', async () => {
    expect((await attention()).json()).toMatchObject({ compras_hoje: 3, pagamentos_pendentes: 3, rodadas_presas: 1 });
    expect((await attention('?event_id=abc')).statusCode).toBe(400);
  });

  it('lists the events on sale without a regulamento until one is published (decisions.md §15)', async () => {
    const august = await createEvent(ctx, { name: 'Noite de Agosto', startDate: new Date('2100-08-01T22:00:00Z') });
    expect((await attention()).json().eventos_sem_regulamento).toEqual([
      { id: june, name: 'Noite de Junho' },
      { id: august.id, name: 'Noite de Agosto' },
    ]);
    await publishedVersion(ctx, roles.admin, june);
    expect((await attention(`?event_id=${july}`)).json().eventos_sem_regulamento).toEqual([{ id: august.id, name: 'Noite de Agosto' }]);
  });
});
