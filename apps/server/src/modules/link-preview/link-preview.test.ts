import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createRound } from '../../../test/bingo-factories';
import { createTestApp, type TestContext } from '../../../test/app';

// The web build's index.html as it starts: one generic title and description for every page.
const html =
  '<!doctype html><html lang="pt-BR"><head><meta name="description" content="Compre cartelas." /><title>Bingo Beneficente</title></head><body></body></html>';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { indexHtml: html });
});
afterAll(() => ctx.close());

const meta = (body: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(body)?.[1];

describe('link previews of shared pages (Open Graph)', () => {
  it('names the event, its date and card price on /comprar?evento= and /verificacao/{id}, with an absolute picture', async () => {
    const event = await createEvent(ctx, {
      name: 'Bingo da Paróquia São José',
      startDate: new Date('2026-12-05T22:00:00Z'),
      cardPrice: 12.5,
    });
    for (const url of [`/comprar?evento=${event.id}`, `/verificacao/${event.id}`]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Bingo da Paróquia São José</title>');
      expect(meta(res.body, 'og:title')).toBe('Bingo da Paróquia São José');
      expect(meta(res.body, 'og:description')).toMatch(/^05\/12\/2026,? 19:00 · cartela a R\$\s12,50\./);
      expect(meta(res.body, 'description')).toBe(meta(res.body, 'og:description'));
      expect(meta(res.body, 'og:image')).toBe('http://bingo.test/og-image.jpg');
      expect(meta(res.body, 'og:url')).toBe(`http://bingo.test${url}`);
      expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
    }
  });

  it("names the round and its event on the round's public record", async () => {
    const event = await createEvent(ctx, { name: 'Bingo do Natal' });
    const round = await createRound(ctx, event.id, { number: 2 });
    const res = await ctx.app.inject({ url: `/rodada/${round.id}/registro` });
    expect(meta(res.body, 'og:title')).toBe('Rodada 2 · Bingo do Natal');
    expect(meta(res.body, 'og:description')).toMatch(/Registro público da rodada/);
  });

  it('names the event on its public page, /evento/{id} (decisions.md §15)', async () => {
    const event = await createEvent(ctx, { name: 'Bingo da Quermesse' });
    const res = await ctx.app.inject({ url: `/evento/${event.id}` });
    expect(meta(res.body, 'og:title')).toBe('Bingo da Quermesse');
    expect(meta(res.body, 'og:description')).toMatch(/Rodadas, prêmios e ganhadores, regulamento e prestação de contas\.$/);
    expect(meta(res.body, 'og:url')).toBe(`http://bingo.test/evento/${event.id}`);
  });

  it('escapes what the organiser typed, so a name cannot write into the page', async () => {
    const event = await createEvent(ctx, { name: 'Bingo "A&B" <script>alert(1)</script>' });
    const res = await ctx.app.inject({ url: `/verificacao/${event.id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('<title>Bingo &#34;A&#38;B&#34; &#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(meta(res.body, 'og:title')).toBe('Bingo &#34;A&#38;B&#34; &#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('keeps the generic page for other pages and for ids that name nothing', async () => {
    for (const url of [
      '/comprar',
      '/comprar?evento=999999',
      '/comprar?evento=abc',
      '/verificacao/0',
      '/rodada/999999/registro',
      '/evento/999999',
      '/login',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(html.replace('<html', '<html data-demo-payments="1"').slice(0, 40));
      expect(res.body, url).not.toContain('og:title');
    }
  });
});
