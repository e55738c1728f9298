import { BALL_RANGE_MESSAGE, sponsorMessages } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  await createEvent(ctx, { status: 'em_andamento' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...roles.admin.auth, ...headers }, payload });
const newSponsor = async (name: string) => (await call('POST', '/admin/sponsors', { name })).json().id as number;
const report = async (headers: Record<string, string> = {}) => call('GET', '/admin/sponsors/numbers/report', undefined, headers);
const countOf = async (n: number) => ((await report()).json() as { number: number; sponsorsCount: number }[])[n - 1]!.sponsorsCount;

describe('sponsor numbers', () => {
  it('adds idempotently, lists sorted, removes idempotently', async () => {
    const id = await newSponsor('Auto Peças Irmãos');
    const added = await call('POST', `/admin/sponsors/${id}/numbers`, { numbers: [61, 3, 33, 3] });
    expect(added.json()).toEqual({ numbers: [3, 33, 61] });
    expect((await call('POST', `/admin/sponsors/${id}/numbers`, { numbers: [33, 75] })).json()).toEqual({ numbers: [3, 33, 61, 75] });
    expect((await call('GET', `/admin/sponsors/${id}/numbers`)).json()).toEqual({ numbers: [3, 33, 61, 75] });

    expect((await call('DELETE', `/admin/sponsors/${id}/numbers/33`)).json()).toEqual({ numbers: [3, 61, 75] });
    expect((await call('DELETE', `/admin/sponsors/${id}/numbers/33`)).json()).toEqual({ numbers: [3, 61, 75] });
  });

  it('accepts only 1 to 75, and only for an existing sponsor', async () => {
    const id = await newSponsor('Sorveteria');
    for (const numbers of [[0], [76], [1.5], ['dez']]) {
      const res = await call('POST', `/admin/sponsors/${id}/numbers`, { numbers });
      expect(res.statusCode, JSON.stringify(numbers)).toBe(400);
      expect(res.json().error).toContain(BALL_RANGE_MESSAGE);
    }
    expect((await call('DELETE', `/admin/sponsors/${id}/numbers/76`)).statusCode).toBe(400);
    expect((await call('GET', `/admin/sponsors/${id}/numbers`)).json()).toEqual({ numbers: [] });

    const missing = await call('POST', '/admin/sponsors/999999/numbers', { numbers: [5] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(sponsorMessages.notFound);
    expect((await call('GET', '/admin/sponsors/999999/numbers')).statusCode).toBe(404);
  });
});

describe('numbers report', () => {
  it('counts the sponsors of each number 1..75, with an ETag and 304 while nothing changes', async () => {
    const first = await report();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toHaveLength(75);
    expect(body[0]).toEqual({ number: 1, sponsorsCount: expect.any(Number) });
    expect(body.map((e: { number: number }) => e.number)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const same = await report({ 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const before = await countOf(50);
    const a = await newSponsor('Um');
    const b = await newSponsor('Dois');
    await call('POST', `/admin/sponsors/${a}/numbers`, { numbers: [50] });
    const changed = await report({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await countOf(50)).toBe(before + 1);

    await call('POST', `/admin/sponsors/${b}/numbers`, { numbers: [50] });
    expect(await countOf(50)).toBe(before + 2);
    await call('DELETE', `/admin/sponsors/${a}`);
    expect(await countOf(50)).toBe(before + 1);
    await call('DELETE', `/admin/sponsors/${b}/numbers/50`);
    expect(await countOf(50)).toBe(before);
    // Back to the same counts: the same ETag, since it is the content's.
    expect((await report({ 'if-none-match': etag })).statusCode).toBe(304);
  });
});
