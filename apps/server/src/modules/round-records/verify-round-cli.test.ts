import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { adminCalls } from '../../../test/calls';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** `npm run verify-round -- {id}` as an operator runs it, against this test's PostgreSQL database. */
function verifyRound(url: string, id: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/verify-round.ts', String(id)], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

// A second process needs a database server: PGlite is opened by one process at a time (README).
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run verify-round (PostgreSQL)', () => {
  it('says "Registro íntegro" and exits 0, then names the entry changed in the database and exits 1', async () => {
    const { post } = adminCalls(() => ({ ctx, roles }));
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await sellCards(ctx, event.id, roles.user, 2);
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Cesta' })).json() as { id: number };
    await post(`/api/rounds/${round.id}/start`);
    for (const number of [10, 20, 30]) await post(`/api/rounds/${round.id}/draw`, { number });
    await post(`/api/rounds/${round.id}/finish`);

    const clean = await verifyRound(ctx.url!, round.id);
    expect(clean.out).toContain('Registro íntegro: 6 registros, cadeia e cartelas conferem.');
    expect(clean.code).toBe(0);

    await ctx.database.db.execute(sql`alter table round_records disable trigger round_records_append_only`);
    await ctx.database.db.execute(sql`update round_records set data = '{"number": 21}'::jsonb where round_id = ${round.id} and seq = 4`);
    await ctx.database.db.execute(sql`alter table round_records enable trigger round_records_append_only`);
    const tampered = await verifyRound(ctx.url!, round.id);
    expect(tampered.out).toContain('Registro ADULTERADO. Registro 4: o conteúdo não confere com o hash gravado (foi alterado).');
    expect(tampered.code).toBe(1);
    expect((await verifyRound(ctx.url!, 999999)).code).toBe(2);
  });
});
