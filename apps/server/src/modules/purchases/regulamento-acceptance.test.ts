import { regulamentoMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buy, purchaseRow } from '../../../test/purchase-factories';
import { publishedVersion } from '../../../test/regulamento-factories';

/** decisions.md §15: checkout requires the acceptance of the event's regulamento and the purchase keeps its version. */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const countPurchases = async () =>
  (await ctx.app.inject({ url: '/api/admin/purchases', headers: roles.admin.auth })).json().total as number;

describe('checkout of an event with a regulamento', () => {
  it('refuses 409 without the acceptance, or with an older version, and records nothing', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await publishedVersion(ctx, roles.admin, event.id);
    await publishedVersion(ctx, roles.admin, event.id);
    const before = await countPurchases();

    const missing = await buy(ctx, roles.user, { event_id: event.id });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toBe(regulamentoMessages.acceptanceRequired);
    const older = await buy(ctx, roles.user, { event_id: event.id, regulamento_version: 1 }, 'pix');
    expect(older.statusCode).toBe(409);
    expect(older.json().error).toBe(regulamentoMessages.acceptanceOutdated);
    expect(await countPurchases()).toBe(before);
  });

  it('keeps the version accepted on the purchase', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const version = await publishedVersion(ctx, roles.admin, event.id);
    const res = await buy(ctx, roles.other, { event_id: event.id, regulamento_version: version });
    expect(res.statusCode).toBe(200);
    expect((await purchaseRow(ctx, res.json().purchase_id)).regulamentoVersion).toBe(version);
  });

  it('asks nothing when the event has no regulamento', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const res = await buy(ctx, roles.other, { event_id: event.id, quantidade: 1 });
    expect(res.statusCode).toBe(200);
    expect((await purchaseRow(ctx, res.json().purchase_id)).regulamentoVersion).toBeNull();
  });
});
