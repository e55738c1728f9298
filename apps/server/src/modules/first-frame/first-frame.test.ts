import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createEvent, createRound, finishRunningEvents } from '../../../test/bingo-factories';
import { createTestApp, type TestContext } from '../../../test/app';

// The web build's index.html as it starts.
const spinner = '<div role="status"><span>Carregando...</span></div>';
// Its head as the build writes it: the entry's own module, and the staged chunks (docs/decisions/046).
const head = [
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/next-task-1.js">',
  '<link rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/framework-1.js">',
  '<link rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/app-1.js">',
  '<link rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="/assets/Screen-1.css">',
].join('');
const html = `<!doctype html><html lang="pt-BR"><head><title>Bingo Beneficente</title>${head}</head><body><div id="root">${spinner}</div>\n</body></html>`;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { indexHtml: html });
});
afterAll(() => ctx.close());

/** What the browser paints before the app's code has arrived: the content of #root. */
function painted(body: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*(?:<script|<\/body>)/.exec(body)![1]!;
}

/** What the web app reads from the page before its first render (apps/web lib/first-frame.ts). */
function firstFrame(body: string): unknown {
  const found = /<script type="application\/json" id="first-frame">([\s\S]*?)<\/script>/.exec(body);
  return found ? JSON.parse(found[1]!) : undefined;
}

/** The chunks the page has the browser fetch with the HTML. */
const preloaded = (body: string) => [...body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

describe('the first frame in the page (docs/decisions/037)', () => {
  it("holds the app's staged code until the first paint on the pages whose top the server or the browser draws, and only there (docs/decisions/047, 048)", async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { name: 'Noite de Natal', status: 'em_andamento' });
    await createRound(ctx, event.id, { status: 'in_progress' });
    await ctx.app.live.get(event.id);
    for (const url of ['/comprar', `/verificacao/${event.id}`, '/minhas-cartelas']) {
      const body = (await ctx.app.inject({ url })).body;
      expect(preloaded(body), url).toEqual(['/assets/next-task-1.js']);
      expect(body.match(/<link rel="bingo-after-paint"[^>]*>/g), url).toEqual([
        '<link rel="bingo-after-paint" data-rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/framework-1.js">',
        '<link rel="bingo-after-paint" data-rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/app-1.js">',
        '<link rel="bingo-after-paint" data-rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="/assets/Screen-1.css">',
      ]);
    }
    for (const url of ['/login', '/dashboard']) {
      const body = (await ctx.app.inject({ url })).body;
      expect(preloaded(body), url).toEqual(['/assets/next-task-1.js', '/assets/framework-1.js', '/assets/app-1.js']);
      expect(body, url).toContain(
        '<link rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="/assets/Screen-1.css">',
      );
      expect(body, url).not.toContain('bingo-after-paint');
    }
  });

  it('gives /comprar the events on sale exactly as GET /events/open answers them, whatever the address says', async () => {
    await finishRunningEvents(ctx);
    await createEvent(ctx, { name: 'Bingo da Quermesse', cardPrice: 12.5, status: 'em_andamento' });
    const api = await ctx.app.inject({ url: '/api/events/open' });
    for (const url of ['/comprar', '/comprar/', '/comprar?evento=1&quantidade=3']) {
      const page = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      const body = (await import('node:zlib')).brotliDecompressSync(page.rawPayload).toString();
      expect(firstFrame(body), url).toEqual({ open_events: api.json() });
    }
  });

  it("gives a visitor's /verificacao/{id} the live state GET /events/{id}/live answers", async () => {
    const event = await createEvent(ctx, { name: 'Noite de Natal', status: 'em_andamento' });
    const round = await createRound(ctx, event.id, { status: 'in_progress' });
    await ctx.app.live.get(event.id);
    const api = await ctx.app.inject({ url: `/api/events/${event.id}/live` });
    const page = await ctx.app.inject({ url: `/verificacao/${event.id}` });
    expect(firstFrame(page.body)).toEqual({ live: api.json() });
    expect(api.json().round.id).toBe(round.id);
  });

  it('writes an event name with "</script>" as data: it cannot end the element and run in the page', async () => {
    await finishRunningEvents(ctx);
    const name = 'Bingo </script><script>alert(1)</script><!-- "fim" \u2028';
    const event = await createEvent(ctx, { name, status: 'em_andamento' });
    for (const url of ['/comprar', `/verificacao/${event.id}`]) {
      const page = await ctx.app.inject({ url });
      const inPage = /<script type="application\/json" id="first-frame">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
      expect(inPage, url).not.toContain('<');
      expect(page.body, url).not.toContain('<script>alert(1)');
      expect(JSON.stringify(firstFrame(page.body)), url).toContain(JSON.stringify(name).slice(1, -1));
    }
  });

  it('adds nothing to other pages, to ids that name nothing, or when the event is gone', async () => {
    for (const url of ['/login', '/minhas-cartelas', '/verificacao/999999', '/verificacao/abc', '/rodada/1/registro']) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('first-frame');
    }
  });
});

/** No event on sale: the running one finished, the scheduled ones too. */
async function nothingOnSale() {
  await finishRunningEvents(ctx);
  await ctx.database.db.update(events).set({ status: 'finalizado' }).where(eq(events.status, 'scheduled'));
}

describe('the first paint in the page (docs/decisions/041)', () => {
  it("draws /comprar's top for a visitor in #root: the event ?evento= names, else the first on sale, and its price", async () => {
    await nothingOnSale();
    const first = await createEvent(ctx, { name: 'Bingo da Quermesse', cardPrice: 12.5, status: 'em_andamento' });
    const second = await createEvent(ctx, { name: 'Bingo de Reis', cardPrice: 7, status: 'scheduled' });
    const line = (name: string, price: string) =>
      `<p class="text-body-secondary mb-0">${name} · <strong class="text-nowrap">${price}</strong> por cartela</p>`;
    const page = painted((await ctx.app.inject({ url: '/comprar' })).body);
    expect(page).toContain('<h1 class="h3 mb-1">Comprar Cartelas</h1>');
    expect(page).toContain(line('Bingo da Quermesse', 'R$ 12,50'));
    expect(page).toContain('<div class="public-layout');
    expect(page).not.toContain('Carregando...');
    const chosen = painted((await ctx.app.inject({ url: `/comprar?evento=${second.id}&quantidade=2` })).body);
    expect(chosen).toContain(line('Bingo de Reis', 'R$ 7,00'));
    const unknown = painted((await ctx.app.inject({ url: `/comprar?evento=999999` })).body);
    expect(unknown).toContain(line('Bingo da Quermesse', 'R$ 12,50'));
    expect(first.id).not.toBe(second.id);
  });

  it('writes an event name with "</script>" and "<img onerror>" as text: no element of it reaches the page', async () => {
    await nothingOnSale();
    const name = 'Bingo </script><img src=x onerror=alert(1)><script>alert(2)</script> & "fim"';
    const event = await createEvent(ctx, { name, status: 'em_andamento' });
    await createRound(ctx, event.id, { status: 'in_progress', prize: '<img src=y onerror=alert(3)>' });
    const escaped =
      'Bingo &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;alert(2)&#60;/script&#62; &#38; &#34;fim&#34;';
    for (const [url, shown] of [
      ['/comprar', `${escaped} · `],
      [`/verificacao/${event.id}`, `<h1 class="h3 mb-1">${escaped}</h1>`],
    ] as const) {
      const body = (await ctx.app.inject({ url })).body;
      expect(body, url).not.toContain('<img src=x');
      expect(body, url).not.toContain('<img src=y');
      expect(body, url).not.toContain('<script>alert(2)');
      expect(painted(body), url).toContain(shown);
    }
  });

  it("draws a visitor's /verificacao/{id} top in #root: the event, its running round and the invitation to play (docs/decisions/042)", async () => {
    const event = await createEvent(ctx, { name: 'Noite de Reis', status: 'em_andamento' });
    await createRound(ctx, event.id, { status: 'in_progress', prize: 'Bicicleta' });
    const page = painted((await ctx.app.inject({ url: `/verificacao/${event.id}` })).body);
    expect(page).toContain('<div class="public-layout');
    expect(page).toContain('<h1 class="h3 mb-1">Noite de Reis</h1>');
    expect(page).toContain('Bicicleta');
    expect(page).toContain('Quer jogar também?');
    expect(page).toContain(`href="/comprar?evento=${event.id}"`);
    expect(page).not.toContain('Carregando...');
    const waiting = await createEvent(ctx, { name: 'Bingo de Maio', status: 'scheduled' });
    const between = painted((await ctx.app.inject({ url: `/verificacao/${waiting.id}` })).body);
    expect(between).toContain('Aguardando próximo sorteio...');
    expect(between).toContain('Quer jogar também?');
  });

  it("keeps the build's spinner when nothing is on sale, and on every other page", async () => {
    await nothingOnSale();
    for (const url of ['/comprar', '/minhas-cartelas', '/login', '/verificacao/999999']) {
      expect(painted((await ctx.app.inject({ url })).body), url).toBe(spinner);
    }
  });
});
