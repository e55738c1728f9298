import { couponMessages, msg } from '@bingo/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buy, createCoupon, chooseOnFakeCheckout } from '../../../test/purchase-factories';
import { CouponsRepository } from './coupons.repository';

/**
 * What the organiser reads when the database fails, or changes under the coupon screen: a
 * database that stops answering is said to be unavailable (never "code already exists"), and a
 * purchase paid between the delete's count and the delete keeps the coupon.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  await createEvent(ctx, { name: 'Bingo do Cupom', status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: roles.admin.auth, ...(payload ? { payload } : {}) });
const connectionLost = () => new Error('Connection terminated unexpectedly');
const coupon = { tipo: 'fixo', valor: 5, quantidade: 1 };

describe('a coupon form when the database fails', () => {
  it('says the database is unavailable when creating, not that the code exists', async () => {
    vi.spyOn(CouponsRepository.prototype, 'insert').mockRejectedValueOnce(connectionLost());
    const res = await admin('POST', '/api/cupons', { codigo: 'QUEDA1', ...coupon });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: msg.databaseUnavailable });
  });

  it('says the database is unavailable when editing, not that the code exists', async () => {
    const created = (await admin('POST', '/api/cupons', { codigo: 'QUEDA2', ...coupon })).json();
    vi.spyOn(CouponsRepository.prototype, 'update').mockRejectedValueOnce(connectionLost());
    const res = await admin('PUT', `/api/cupons/${created.id}`, { codigo: 'QUEDA3', ...coupon, ativo: true });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: msg.databaseUnavailable });
  });
});

describe('deleting a coupon whose released purchase is paid meanwhile', () => {
  it('refuses with the approved-use reason and keeps the coupon and its purchases', async () => {
    const released = await createCoupon(ctx, { codigo: 'CORRIDA1', quantidade: 2 });
    const link = (await buy(ctx, roles.user, { cupom: 'CORRIDA1' })).json();
    await chooseOnFakeCheckout(ctx, link.url, 'recusar');
    // The provider approves the cancelled order between the count and the delete: the purchase
    // references the coupon again and the foreign key refuses the delete.
    vi.spyOn(CouponsRepository.prototype, 'delete').mockRejectedValueOnce(
      Object.assign(new Error('update or delete on table "coupons" violates foreign key constraint'), { code: '23503' }),
    );

    const res = await admin('DELETE', `/api/cupons/${released.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: couponMessages.inUseApproved });
    // The transaction rolled back: the released purchase still names the coupon.
    expect((await admin('GET', `/api/cupons/${released.id}/compras`)).json()).toHaveLength(1);
  });
});
