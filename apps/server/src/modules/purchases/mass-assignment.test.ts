import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { checkoutPayload, purchaseRow } from '../../../test/purchase-factories';
import { cards, users } from '../../db/schema';

/**
 * Mass assignment: fields a client has no say in — the status and sums of a purchase,
 * its owner, the admin flag of an account — are ignored when sent, whatever the route does with
 * the rest of the body.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
});
afterAll(() => ctx.close());

const forged = (base: ReturnType<typeof checkoutPayload>, owner: number) => ({
  ...base,
  status: 'aprovado',
  provider_status: 'paid',
  total: 0.01,
  gross: 0.01,
  discount: 999,
  unit_price: 0.01,
  user_id: owner,
  purchase_id: 1,
  cards: [{ numbers: [1, 2, 3] }],
  metadata: { ...base.metadata, user_id: owner, status: 'aprovado', total: 0.01 },
});

describe('fields the client may not set are ignored', () => {
  it.each(['payment-link', 'pix'] as const)('POST /pagarme/%s: a forged status, total and owner change nothing', async (kind) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/pagarme/${kind}`,
      headers: roles.user.auth,
      payload: forged(checkoutPayload({ quantidade: 3 }), roles.other.id),
    });
    expect(res.statusCode).toBe(200);
    const purchase = await purchaseRow(ctx, res.json().purchase_id);
    expect(purchase).toMatchObject({ userId: roles.user.id, status: 'pendente', quantidade: 3, unitPrice: 10, gross: 30, total: 30 });
    expect(await ctx.database.db.select().from(cards).where(eq(cards.purchaseId, purchase.id))).toEqual([]);
    // The owner still sees it as theirs and unpaid.
    const status = await ctx.app.inject({ url: `/api/pagarme/payment/status/compra-${purchase.id}`, headers: roles.user.auth });
    expect(status.json()).toMatchObject({ status: 'pendente', cards_count: 0, cards_ready: false });
  });

  it('PATCH /auth/me changes only name and phone, never the admin flag, the e-mail or the active flag', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: roles.user.auth,
      payload: {
        name: 'Novo Nome',
        phone: '(11) 91234-5678',
        is_admin: true,
        is_affiliate: true,
        email: 'outro@teste.com',
        active: false,
        code: 'XYZ123',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, roles.user.id));
    expect(row).toMatchObject({ name: 'Novo Nome', isAdmin: false, isAffiliate: false, email: roles.user.email, active: true, code: null });
    const admin = await ctx.app.inject({ url: '/api/admin/users', headers: roles.user.auth });
    expect(admin.statusCode).toBe(403);
  });
});
