import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createUser, type TestUser } from './factories';
import type { JsonSchema } from './fuzz/openapi-arbitraries';
import { urlOf } from './fuzz/request-url';
import { bodyOf, invalidCases, invalidValues, type InvalidCase } from './validation/invalid-cases';
import { unreadable } from './validation/readable';

/**
 * docs/decisions/014: every field of every route, given each kind of wrong value its schema declares
 * (missing, wrong type, out of bounds, too long, bad format, not an option), answers 400 with
 * sentences a person can read, in `error` and in each of `fields`. Walks the API description, so
 * a new route or field is covered the day it is added.
 */

// The provider's webhooks answer a machine, not a person; uploads are multipart (images.test.ts).
const skipped = /^POST \/api\/pagarme\/webhook|^POST \/api\/admin\/images$/;

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
interface Probe {
  label: string;
  url: string;
  method: string;
  payload?: Record<string, unknown>;
}

let ctx: TestContext;

/**
 * An administrator for each request, a fresh one every few: the checkout routes allow a buyer 10
 * tries a minute, wrong ones included, and this walk sends them about 80.
 */
let caller: { user: TestUser; uses: number } | null = null;
async function admin(): Promise<TestUser> {
  if (!caller || caller.uses >= 9) caller = { user: await createUser(ctx, { admin: true }), uses: 0 };
  caller.uses++;
  return caller.user;
}
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}, 60_000);
afterAll(() => ctx?.close());

/** Every wrong request of one operation: one field wrong at a time, path ids otherwise valid. */
function probesOf(op: Operation): Probe[] {
  const pathParams = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']));
  const at = (params: Record<string, string>, query: Record<string, unknown> = {}) => urlOf({ op, params, query });
  const name = (where: string, c: { what: string }, field: string) => `${op.method} ${op.path} ${where} ${field}: ${c.what}`;
  const probes: Probe[] = [];
  for (const p of op.parameters) {
    if (!p.schema || (p.in !== 'path' && p.in !== 'query')) continue;
    for (const c of invalidValues(p.schema, true)) {
      // An empty path segment is another address (404), not a wrong value.
      if (p.in === 'path' && c.value === '') continue;
      const url = p.in === 'path' ? at({ ...pathParams, [p.name]: String(c.value) }) : at(pathParams, { [p.name]: c.value });
      probes.push({ label: name(p.in, c, p.name), url, method: op.method });
    }
  }
  for (const c of invalidCases(op.body, false)) {
    probes.push({ label: name('body', c, c.path.join('.')), url: at(pathParams), method: op.method, payload: bodyOf(c as InvalidCase) });
  }
  return probes;
}

it('answers every invalid field of every route with sentences a person can read', async () => {
  const problems: string[] = [];
  let checked = 0;
  for (const op of operations.filter((o) => !skipped.test(`${o.method} ${o.path}`))) {
    for (const probe of probesOf(op)) {
      const res = await ctx.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: (await admin()).auth,
        payload: probe.payload,
      });
      if (res.statusCode !== 400) {
        problems.push(`${probe.label} → ${res.statusCode} (expected 400)`);
        continue;
      }
      checked++;
      const body = res.json() as { error: unknown; fields?: Record<string, unknown> };
      const texts: [string, unknown][] = [['error', body.error], ...Object.entries(body.fields ?? {})];
      for (const [where, text] of texts) {
        const why = unreadable(text);
        if (why) problems.push(`${probe.label} → ${where} "${String(text)}": ${why}`);
      }
    }
  }
  expect(problems).toEqual([]);
  // The walk reaches the whole API (about 60 routes with fields), not a corner of it.
  expect(checked).toBeGreaterThan(300);
}, 120_000);
