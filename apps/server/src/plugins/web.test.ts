import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web';

// A build as the web app's Vite config writes it: hashed assets with .br and .gz copies.
const js = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const html = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>';
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dist, 'assets/logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = Fastify();
  await app.register(webPlugin, { distDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(js);
  });

  it('serves files without compressed copies as they are', async () => {
    const res = await app.inject({ url: '/assets/logo-def456.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4);
  });

  it('answers a deep link with index.html, never cached, compressed when possible, saying the install is not a demo', async () => {
    const page = html.replace('<html>', '<html data-demo-payments="0">');
    const res = await app.inject({ url: '/minhas-cartelas', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page);

    const plain = await app.inject({ url: '/comprar' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('marks the page of a demo install, so its banner is in the first frame instead of pushing the page down', async () => {
    const demo = Fastify();
    await demo.register(webPlugin, { distDir: dist, demoPayments: true });
    const res = await demo.inject({ url: '/comprar' });
    expect(res.body).toBe(html.replace('<html>', '<html data-demo-payments="1">'));
    await demo.close();
  });

  it('keeps JSON 404s for unknown API routes and missing assets', async () => {
    expect((await app.inject({ url: '/api/nada' })).json()).toEqual({ error: 'Rota não encontrada.' });
    const missing = await app.inject({ url: '/assets/nada-000000.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
  });

  it("preloads a buyer's first screen's chunks in its page, as the build lists them, and nothing elsewhere (docs/decisions/041)", async () => {
    const screensDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(screensDist, 'index.html'), html);
    const list = {
      '/verificacao/*': ['/assets/VerificationPage-abc.js', '/assets/letters-def.js', '/assets/VerificationPage-abc.css'],
      // Not a chunk of the build: never written into a page.
      '/login': ['"><script>alert(1)</script>'],
    };
    fs.writeFileSync(path.join(screensDist, 'first-screens.json'), JSON.stringify(list));
    const server = Fastify();
    await server.register(webPlugin, { distDir: screensDist });
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);
    // The screen's stylesheet fetched early but not applied: a stylesheet link would hold the first paint (docs/decisions/042).
    const styles = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const url of ['/verificacao/12', '/verificacao/12?x=1', '/verificacao/12/']) {
      const page = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
      const body = zlib.brotliDecompressSync(page.rawPayload).toString();
      expect(preloads(body), url).toEqual(list['/verificacao/*'].slice(0, 2));
      expect(styles(body), url).toEqual(['/assets/VerificationPage-abc.css']);
      expect(body, url).not.toContain('rel="stylesheet"');
    }
    for (const url of ['/verificacao', '/verificacao/12/registro', '/login', '/comprar']) {
      const page = await server.inject({ url });
      expect(page.body, url).toBe(html.replace('<html>', '<html data-demo-payments="0">'));
    }
    await server.close();
    fs.rmSync(screensDist, { recursive: true, force: true });
  });
});
