import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

// Starting a round starts its scheduled event; another admin starting another event at the same
// moment passes the same check (decisions.md §13). The database's one-running index refuses the
// second: the admin gets the sentence the check would have given, not a bare "Registro já existe".
// The other admin's start is a transaction held open on a second connection, so the two meet
// every time; that needs two connections, hence PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('a round started while another event starts at the same moment', () => {
  let ctx: TestContext;
  let roles: Awaited<ReturnType<typeof createRoles>>;
  const others: pg.Client[] = [];
  /** Outside any transaction, where pg_stat_activity would stay as first read. */
  let watcher: pg.Client;
  beforeAll(async () => {
    ctx = await createTestApp();
    roles = await createRoles(ctx);
    watcher = new pg.Client({ connectionString: ctx.url });
    await watcher.connect();
  });
  beforeEach(() => finishRunningEvents(ctx));
  afterEach(async () => {
    for (const client of others.splice(0)) await client.end();
  });
  afterAll(async () => {
    await watcher?.end();
    await ctx?.close();
  });

  /** Another admin's session: a transaction on its own connection. */
  async function otherSession(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: ctx.url });
    await client.connect();
    others.push(client);
    await client.query('begin');
    return client;
  }

  /** Waits until a session of the test database waits for a lock in a statement beginning with `statement`. */
  async function waitingIn(statement: 'update' | 'select'): Promise<void> {
    const end = Date.now() + 5000;
    const waiting = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`;
    while ((await watcher.query<{ n: number }>(waiting, [`${statement} %`])).rows[0]!.n === 0) {
      if (Date.now() > end) throw new Error(`no session waits in ${statement}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const start = (roundId: number) => ctx.app.inject({ method: 'POST', url: `/api/rounds/${roundId}/start`, headers: roles.admin.auth });
  const status = async (url: string) => (await ctx.app.inject({ url, headers: roles.admin.auth })).json().status;
  const startEvent = (client: pg.Client, id: number) => client.query("update events set status = 'em_andamento' where id = $1", [id]);
  const finishEvent = (client: pg.Client, id: number) => client.query("update events set status = 'finalizado' where id = $1", [id]);

  it('is refused with the name of the event that won, and nothing of it stays', async () => {
    const june = await createEvent(ctx, { name: 'Quermesse de Junho' });
    const july = await createEvent(ctx, { name: 'Bingo de Julho' });
    const round = await createRound(ctx, july.id);

    const other = await otherSession();
    await startEvent(other, june.id);
    const refused = start(round.id);
    await waitingIn('update'); // the round's start waits at the index for June's start to end
    await other.query('commit');

    const res = await refused;
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe um evento em andamento: Quermesse de Junho. Finalize-o antes de iniciar outro.');
    expect(await status(`/api/rounds/${round.id}`)).toBe('not_started');
    expect(await status(`/api/events/${july.id}`)).toBe('scheduled');
  });

  it('says so without a name when the event that won is finished before it can be named', async () => {
    const june = await createEvent(ctx, { name: 'Quermesse de Junho' });
    const july = await createEvent(ctx, { name: 'Bingo de Julho' });
    const round = await createRound(ctx, july.id);

    // A third session holds June's row (a key-share lock lets June's start go on), so the refused
    // start cannot read June as running before that session has finished June.
    const closer = await otherSession();
    await closer.query('select id from events where id = $1 for key share', [june.id]);
    const other = await otherSession();
    await startEvent(other, june.id);
    const refused = start(round.id);
    await waitingIn('update');
    await other.query('commit');
    await waitingIn('select'); // refused, it waits to read the running event the closer holds
    await finishEvent(closer, june.id);
    await closer.query('commit');

    const res = await refused;
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe um evento em andamento. Finalize-o antes de iniciar outro.');
    expect(await status(`/api/rounds/${round.id}`)).toBe('not_started');
  });
});
