import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createTestApp, type TestContext } from './app';
import { createEvent, createRound } from './bingo-factories';
import { TEST_PASSWORD, createRoles } from './factories';

// Two server processes on one PostgreSQL: what one writes, the other's memory learns through NOTIFY.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two servers on one PostgreSQL', () => {
  let a: TestContext;
  let bDatabase: Database;
  let b: App;
  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.url, migrate: false, poolSize: 3 });
    b = await buildApp({ env: a.env, database: bDatabase, webDist: null });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const eventually = async (check: () => Promise<boolean>, ms = 2000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('a ball drawn through one server shows in the live state and ranking of the other', async () => {
    const roles = await createRoles(a);
    const event = await createEvent(a, { status: 'em_andamento' });
    const round = await createRound(a, event.id, { status: 'in_progress' });
    const liveOnB = () => b.inject({ url: `/api/events/${event.id}/live`, headers: roles.user.auth }).then((r) => r.json());
    expect((await liveOnB()).drawn).toEqual([]);

    await a.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: roles.admin.auth, payload: { number: 9 } });
    expect(await eventually(async () => (await liveOnB()).drawn.includes(9))).toBe(true);
  });

  it('deactivating a user on one server locks them out of the other at once', async () => {
    const roles = await createRoles(a);
    expect((await b.inject({ url: '/api/auth/me', headers: roles.user.auth })).statusCode).toBe(200);
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await a.database.db.update(users).set({ active: false }).where(eq(users.id, roles.user.id));
    await a.app.userDirectory.changed(roles.user.id);
    expect(await eventually(async () => (await b.inject({ url: '/api/auth/me', headers: roles.user.auth })).statusCode === 401)).toBe(true);
  });

  it('a password changed through one server ends the session on the other within a second', async () => {
    const roles = await createRoles(a);
    const meOnB = () => b.inject({ url: '/api/auth/me', headers: roles.user.auth }).then((r) => r.statusCode);
    expect(await meOnB()).toBe(200);
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: roles.user.auth,
      payload: { current_password: TEST_PASSWORD, new_password: 'nova-senha-456' },
    });
    expect(changed.statusCode).toBe(200);
    const started = Date.now();
    while ((await meOnB()) !== 401 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
