import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { withNullableInAlternatives } from './openapi-shape';

type Operation = { operationId?: string; security?: unknown; responses?: Record<string, unknown> };

/** The description other tools trust (npm run openapi:lint runs Redocly on the same document). */
describe('OpenAPI description', () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => ctx?.close());

  const operationOf = (method: string, url: string) => paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('declares the security each route enforces: none for public routes, the bearer token otherwise', () => {
    expect(ctx.app.accessTable.length).toBeGreaterThan(80);
    for (const { method, url, access } of ctx.app.accessTable) {
      expect(operationOf(method, url)?.security, `${method} ${url}`).toEqual(access === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('names every operation once and declares the 4xx error answer on each', () => {
    const operations = Object.values(paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((op) => op.responses?.['4XX'] && op.responses.default)).toBe(true);
  });

  it('writes no nullable without a type next to it (OpenAPI 3.0 ignores it there)', () => {
    const bare: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.nullable === true && record.type === undefined) bare.push(at);
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(paths, '#/paths');
    expect(bare).toEqual([]);
  });
});

describe('withNullableInAlternatives', () => {
  it('moves nullable into each typed alternative and adds a null-only one beside an untyped one', () => {
    expect(withNullableInAlternatives({ nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
    });
    expect(withNullableInAlternatives({ properties: { a: { nullable: true, oneOf: [{ $ref: '#/x' }] } } })).toEqual({
      properties: { a: { oneOf: [{ $ref: '#/x' }, { type: 'string', nullable: true, enum: [null] }] } },
    });
    expect(withNullableInAlternatives({ type: 'string', nullable: true })).toEqual({ type: 'string', nullable: true });
  });
});
