import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateClicks } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const click = (code: string, session_id: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/affiliates/click', payload: { code, session_id } });

describe('POST /affiliates/click', () => {
  it('records a click once per session and code, answering {success, code}', async () => {
    const affiliate = await createUser(ctx, { affiliate: true, code: 'ABC123' });
    const first = await click('abc123', 'sessao-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, code: 'ABC123' });
    await click('ABC123', 'sessao-1');
    await click('ABC123', 'sessao-2');
    const rows = await ctx.database.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateId, affiliate.id));
    expect(rows.map((r) => r.sessionId).sort()).toEqual(['sessao-1', 'sessao-2']);
  });

  it('answers {success:false} for an unknown code or a user who is no longer an affiliate', async () => {
    await createUser(ctx, { affiliate: false, code: 'OLD999' });
    expect((await click('NOPE00', 's')).json()).toEqual({ success: false });
    expect((await click('OLD999', 's')).json()).toEqual({ success: false });
  });

  it('validates the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/affiliates/click', payload: { code: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});
