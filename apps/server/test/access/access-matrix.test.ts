import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app';
import { signInAgain } from '../factories';
import { ACCESS_MATRIX, concretePath, type AccessRule } from './access-matrix';
import { buildAccessWorld, CALLERS, type AccessWorld, type Caller } from './access-world';

/**
 * The access matrix (docs/decisions/001): every route of the API called as anonymous, buyer, affiliate,
 * another buyer and admin, each answer checked against ACCESS_MATRIX. Routes run in table order
 * with reads first and deletions last, admin last for each, so the destructive calls an admin may
 * make do not take the others' fixtures away.
 */

let ctx: TestContext;
let world: AccessWorld;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildAccessWorld(ctx);
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => ctx?.close());

type Expectation = { allow: true } | { allow: false; status: 401 | 403 | 404 };

function expected(rule: AccessRule, caller: Caller): Expectation {
  if (caller === 'anonymous') return rule.access === 'public' ? { allow: true } : { allow: false, status: 401 };
  if (caller === 'admin') return { allow: true };
  if (rule.access === 'admin') return { allow: false, status: 403 };
  if (rule.owned && caller !== 'buyer') return { allow: false, status: rule.owned };
  return { allow: true };
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const routes = Object.entries(ACCESS_MATRIX)
  .map(([key, rule]) => {
    const [method, url] = key.split(' ') as [string, string];
    return { key, method, url, rule };
  })
  .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));

interface Answer {
  status: number;
  body: string;
  json(): unknown;
}

async function call(route: (typeof routes)[number], caller: Caller): Promise<Answer> {
  const query = route.rule.query?.(world);
  const url = concretePath(route.url, world) + (query ? `?${query}` : '');
  const headers: Record<string, string> = caller === 'anonymous' ? {} : { ...world.users[caller].auth };
  if (route.rule.stream) {
    // The stream never ends: read the status and the first bytes over a real connection, then hang up.
    const abort = new AbortController();
    const res = await fetch(origin + url, { headers, signal: abort.signal });
    const body = res.ok ? '' : await res.text();
    abort.abort();
    return { status: res.status, body, json: () => JSON.parse(body) };
  }
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(write ? { payload: (route.rule.body?.(world) ?? {}) as object } : {}),
  });
  if (route.rule.endsSessions && caller !== 'anonymous' && res.statusCode < 300)
    world.users[caller] = await signInAgain(ctx, world.users[caller]);
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

function checkAnswer(route: (typeof routes)[number], caller: Caller, answer: Answer) {
  const where = `${caller} ${route.key} -> ${answer.status} ${answer.body.slice(0, 200)}`;
  const expectation = expected(route.rule, caller);
  if (!expectation.allow) {
    expect(answer.status, where).toBe(expectation.status);
    const error = (answer.json() as { error: string }).error;
    if (expectation.status === 401) expect(error, where).toMatch(/token/);
    const denied = route.rule.access === 'admin' ? undefined : route.rule.ownedError;
    if (expectation.status === 403) expect(error, where).toBe(denied ?? 'Acesso negado.');
    if (expectation.status === 404) expect(error, where).toEqual(expect.any(String));
    return;
  }
  expect([401, 403], where).not.toContain(answer.status);
  if (route.method === 'GET') expect(answer.status, `${where} (an allowed read answers 2xx)`).toBeLessThan(300);
  if (route.rule.scoped && caller !== 'anonymous' && caller !== 'admin') {
    expect(route.rule.scoped(answer.json(), world), `${where}: only the buyer sees the buyer's rows`).toBe(caller === 'buyer');
  }
  if (route.rule.personal) {
    const entries = answer.json() as Record<string, unknown>[];
    const shown = entries.some((entry) => route.rule.personal!.some((field) => field in entry));
    if (caller !== 'admin') expect(shown, `${where}: personal fields hidden from non-admins`).toBe(false);
    else if (entries.length) expect(shown, `${where}: admins see personal fields`).toBe(true);
  }
  // The world's buyer holds the cards of the lists; everyone else but admins sees only "Nome S.".
  if (route.rule.names && caller !== 'anonymous' && caller !== 'buyer') {
    const names = (answer.json() as { full_name: string | null }[]).map((e) => e.full_name);
    const whole = names.some((n) => n !== null && !/^\S+( \p{Lu}\.)?$/u.test(n));
    expect(whole, `${where}: ${caller === 'admin' ? 'admins see whole names' : "other buyers' names as first name and initial"}`).toBe(
      caller === 'admin' && names.length > 0,
    );
  }
}

describe('access matrix (decisions.md §10)', () => {
  it('lists every registered API route, with the access the route declares, and nothing else', () => {
    const registered = new Map(ctx.app.accessTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [key, access] of registered) {
      expect(ACCESS_MATRIX[key], `${key} is missing from ACCESS_MATRIX`).toBeDefined();
      expect(ACCESS_MATRIX[key]!.access, `${key}: the route declares ${access}`).toBe(access);
    }
    for (const key of Object.keys(ACCESS_MATRIX)) expect(registered.has(key), `${key} is in ACCESS_MATRIX but not registered`).toBe(true);
  });

  it('has fixtures that make the personal-field check meaningful (top 10 has entries)', async () => {
    const top = await ctx.app.inject({ url: `/api/rounds/${world.roundId}/top10`, headers: world.users.admin.auth });
    expect((top.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s', async (_, route) => {
    for (const caller of CALLERS) checkAnswer(route, caller, await call(route, caller));
  });
});
