import { imageMessages } from '@bingo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createRoles } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/image-fixtures';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
let pictures: { id: number; url: string }[];

const upload = async (alt: string) => {
  const body = multipart([
    { name: 'alt_text', value: alt },
    { name: 'image', value: TINY_PNG, filename: 'foto.png', type: 'image/png' },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...roles.admin.auth, ...body.headers },
    payload: body.payload,
  });
  return res.json() as { id: number; url: string };
};
const save = (image_ids: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/dashboard-banners', headers: roles.admin.auth, payload: { image_ids } });
/** What a signed-out visitor's dashboard would show: ids in carousel order. */
const carousel = async () => ((await ctx.app.inject({ url: '/api/dashboard-banners' })).json() as { id: number }[]).map((b) => b.id);
const positions = async () => {
  const list = (await ctx.app.inject({ url: '/api/admin/images', headers: roles.admin.auth })).json() as {
    id: number;
    banner_position: number | null;
  }[];
  return new Map(list.map((i) => [i.id, i.banner_position]));
};

beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
  pictures = [];
  for (const alt of ['Festa junina', 'Quermesse', 'Coral', 'Bazar', 'Mutirão', 'Procissão']) pictures.push(await upload(alt));
});
afterAll(() => ctx.close());
beforeEach(async () => {
  expect((await save([])).statusCode).toBe(200);
});

describe('dashboard banners (docs/decisions/013)', () => {
  it('shows nothing of the gallery until the admin picks pictures, then those in the chosen order', async () => {
    expect(await carousel()).toEqual([]);
    const [a, b, c] = pictures;
    const res = await save([c!.id, a!.id, b!.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: c!.id, url: c!.url, alt_text: 'Coral' },
      { id: a!.id, url: a!.url, alt_text: 'Festa junina' },
      { id: b!.id, url: b!.url, alt_text: 'Quermesse' },
    ]);
    expect(await carousel()).toEqual([c!.id, a!.id, b!.id]);
    const marks = await positions();
    expect([marks.get(c!.id), marks.get(a!.id), marks.get(b!.id), marks.get(pictures[3]!.id)]).toEqual([1, 2, 3, null]);
  });

  it('moves and drops pictures on the next save, and an empty list brings back the shipped art', async () => {
    const [a, b] = pictures;
    await save([a!.id, b!.id]);
    await save([b!.id]);
    expect(await carousel()).toEqual([b!.id]);
    expect((await positions()).get(a!.id)).toBeNull();
    await save([]);
    expect(await carousel()).toEqual([]);
  });

  it('refuses a sixth picture, a repeated one and an unknown one, leaving the carousel as it was', async () => {
    const [a, b] = pictures;
    await save([a!.id, b!.id]);

    const six = await save(pictures.map((p) => p.id));
    expect(six.statusCode).toBe(400);
    expect(six.json().error).toBe(imageMessages.bannersTooMany);

    const twice = await save([a!.id, a!.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(imageMessages.bannersRepeated);

    const unknown = await save([b!.id, 999_999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(imageMessages.notFound);

    expect(await carousel()).toEqual([a!.id, b!.id]);
  });

  it('lets a banner picture be deleted; the others keep their order', async () => {
    const extra = await upload('Leilão');
    const [a] = pictures;
    await save([a!.id, extra.id, pictures[1]!.id]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/images/${extra.id}`, headers: roles.admin.auth });
    expect(del.statusCode).toBe(200);
    expect(await carousel()).toEqual([a!.id, pictures[1]!.id]);
  });

  it('takes two saves at once in turn: both answer 200 and the carousel is one of them, whole', async () => {
    const first = pictures.slice(0, 3).map((p) => p.id);
    const second = pictures.slice(2, 5).map((p) => p.id);
    const answers = await Promise.all([save(first), save(second), save(first), save(second)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect([first, second]).toContainEqual(await carousel());
  });
});
