import { IMAGE_MAX_BYTES, imageMessages } from '@bingo/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createRoles } from '../../../test/factories';
import { images, sponsors } from '../../db/schema';
import { multipart, SVG, TINY_PNG } from '../../../test/image-fixtures';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

type Part = Parameters<typeof multipart>[0][number];
const upload = (parts: Part[]) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...roles.admin.auth, ...body.headers },
    payload: body.payload,
  });
};
const file = (value: Buffer, filename = 'logo.png', type = 'image/png'): Part => ({ name: 'image', value, filename, type });
const stored = async () => (await ctx.database.db.select({ n: count() }).from(images))[0]!.n;

describe('image upload', () => {
  it('stores a real png under a random name, and refuses a renamed text file, an svg and oversized files', async () => {
    const before = await stored();
    const ok = await upload([{ name: 'alt_text', value: 'Logo da Padaria' }, { name: 'tag', value: 'sponsor' }, file(TINY_PNG)]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) });

    const text = await upload([file(Buffer.from('só texto, mas com nome de imagem'), 'foto.png')]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(imageMessages.unsupported);

    const svg = await upload([file(SVG, 'logo.svg', 'image/svg+xml')]);
    expect(svg.statusCode).toBe(415);

    // A png header on 6 MB: refused by its declared length, before it is read.
    const huge = await upload([file(Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(imageMessages.tooLarge);

    // Just over 5 MB inside the envelope allowance: refused by the multipart file limit.
    const over = await upload([file(Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]))]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(imageMessages.tooLarge);

    expect(await stored()).toBe(before + 1);
  });

  it('serves the file publicly with its type and long-lived caching', async () => {
    const { url } = (await upload([file(TINY_PNG)])).json();
    const res = await ctx.app.inject({ url: `/api${url}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);

    // The URL the upload answered, read as a link on the site, serves the same file.
    const atRoot = await ctx.app.inject({ url });
    expect(atRoot.statusCode).toBe(200);
    expect(atRoot.headers['content-type']).toBe('image/png');
    expect(atRoot.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await ctx.app.inject({ url: '/uploads/00000000000000000000000000000000.png' })).json().error).toBe(imageMessages.notFound);

    for (const name of ['00000000000000000000000000000000.png', '..%2F..%2Fetc%2Fpasswd', 'logo.svg']) {
      const missing = await ctx.app.inject({ url: `/api/uploads/${name}` });
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json().error).toBe(imageMessages.notFound);
    }
  });

  it('asks for a file, for multipart, and validates the text fields', async () => {
    const none = await upload([{ name: 'alt_text', value: 'sem arquivo' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Selecione uma imagem.');

    const json = await ctx.app.inject({ method: 'POST', url: '/api/admin/images', headers: roles.admin.auth, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(imageMessages.notMultipart);

    const longAlt = await upload([{ name: 'alt_text', value: 'a'.repeat(201) }, file(TINY_PNG)]);
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json().fields).toEqual({ alt_text: 'Use no máximo 200 caracteres.' });

    const two = await upload([file(TINY_PNG), file(TINY_PNG, 'outra.png')]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe(imageMessages.oneAtATime);
  });

  it('answers 400, not 500, to a multipart body cut short or not multipart at all (found by fuzz.test.ts)', async () => {
    for (const payload of ['texto', '--x\r\n', '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: { ...roles.admin.auth, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(imageMessages.notMultipart);
    }
  });
});

describe('gallery', () => {
  it('lists images without their bytes, newest first, optionally by tag', async () => {
    const a = (await upload([{ name: 'alt_text', value: 'Banner' }, { name: 'tag', value: 'banner' }, file(TINY_PNG)])).json();
    const b = (await upload([{ name: 'tag', value: 'sponsor' }, file(TINY_PNG)])).json();
    const list = (await ctx.app.inject({ url: '/api/admin/images', headers: roles.admin.auth })).json();
    expect(list.findIndex((i: { id: number }) => i.id === b.id)).toBeLessThan(list.findIndex((i: { id: number }) => i.id === a.id));
    expect(list.find((i: { id: number }) => i.id === a.id)).toEqual({
      id: a.id,
      url: a.url,
      alt_text: 'Banner',
      tag: 'banner',
      mime_type: 'image/png',
      size: TINY_PNG.length,
      banner_position: null,
      created_at: expect.any(String),
    });
    const banners = (await ctx.app.inject({ url: '/api/admin/images?tag=banner', headers: roles.admin.auth })).json();
    expect(banners.every((i: { tag: string }) => i.tag === 'banner')).toBe(true);
    expect(banners.map((i: { id: number }) => i.id)).toContain(a.id);
  });

  it('deletes an unused image, refuses one a sponsor uses (409)', async () => {
    const unused = (await upload([file(TINY_PNG)])).json();
    const del = (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/admin/images/${id}`, headers: roles.admin.auth });
    expect((await del(unused.id)).json()).toEqual({ message: imageMessages.deleted });
    expect((await ctx.app.inject({ url: `/api${unused.url}` })).statusCode).toBe(404);
    expect((await del(unused.id)).statusCode).toBe(404);

    const logo = (await upload([file(TINY_PNG)])).json();
    await ctx.database.db.insert(sponsors).values({ name: 'Mercado', imageId: logo.id });
    const refused = await del(logo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(imageMessages.inUse);
    expect((await ctx.app.inject({ url: `/api${logo.url}` })).statusCode).toBe(200);
  });

  it('is for administrators only, except the files themselves', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/images', headers: roles.user.auth })).statusCode).toBe(403);
    const body = multipart([file(TINY_PNG)]);
    const asBuyer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...roles.user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(asBuyer.statusCode).toBe(403);
  });
});
