import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { msg } from '@bingo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FirstFrame } from '../modules/first-frame';
import type { LinkPreview } from '../modules/link-preview';
import { loadAppPage } from './app-page';

export interface WebOptions {
  distDir: string | null;
  demoPayments?: boolean;
  /** The link preview of a shared page (Open Graph), or null for the app's generic tags. */
  preview?: (url: string) => Promise<LinkPreview | null>;
  /** The first screen's data and top (modules/first-frame), or null for a page that needs none. */
  firstFrame?: (url: string) => Promise<FirstFrame | null>;
}

/**
 * Serves the built web app, with index.html for every deep link (history fallback) and JSON 404s
 * under /api. Hashed assets are cached for a year; index.html never is, so a deploy is seen at once.
 * The build writes a brotli (.br) and a gzip (.gz) copy of each text file; those are sent as they
 * are to a browser that accepts them (with Vary: Accept-Encoding), the plain file otherwise.
 * index.html itself comes from app-page.ts, marked with what the install is, and with the event's
 * title, description and picture on the pages people share (modules/link-preview).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const dist = opts.distDir && fs.existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : null;
  const page = dist ? loadAppPage(dist, opts.demoPayments ?? false) : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn('Aplicativo web não compilado: rode "npm run build -w apps/web" para servi-lo.');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !wantsPage || !page || path.extname(url)) {
      return reply.status(404).send({ error: url.startsWith('/api') ? msg.routeNotFound : msg.notFound });
    }
    // A preview and the first frame's data are niceties: the page itself must open even when the
    // database does not answer (the app then asks for the data itself).
    const [preview, firstFrame] = await Promise.all([
      niceToHave(request, 'link preview', opts.preview),
      niceToHave(request, 'first frame', opts.firstFrame),
    ]);
    const accepts = request.headers['accept-encoding'];
    const { body, encoding } =
      preview || firstFrame !== null ? page.made(request.url, preview, firstFrame, accepts) : page.forEncoding(request.url, accepts);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
  });
});

async function niceToHave<T>(request: FastifyRequest, what: string, find?: (url: string) => Promise<T | null>): Promise<T | null> {
  if (!find) return null;
  return find(request.url).catch((err: unknown) => {
    request.log.warn({ err }, `${what} failed`);
    return null;
  });
}
