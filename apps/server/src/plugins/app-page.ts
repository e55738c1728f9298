import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { HELD_CODE_REL, publicShellHtml, SNAPSHOT_PAGES } from '@bingo/core';
import type { FirstFrame } from '../modules/first-frame';
import type { LinkPreview } from '../modules/link-preview';
import { loadFirstScreens } from './first-screens';

type Encoded = { body: Buffer; encoding: string | null };

export interface AppPage {
  /** The body of the page at this address for a browser sending this Accept-Encoding, with its content-encoding if any. */
  forEncoding(requestUrl: string, acceptEncoding: string | undefined): Encoded;
  /**
   * The same page made for one request: the link preview of a shared page (its title, description
   * and Open Graph tags) and the first frame (modules/first-frame), either may be null.
   */
  made(requestUrl: string, preview: LinkPreview | null, firstFrame: FirstFrame | null, acceptEncoding: string | undefined): Encoded;
}

/**
 * index.html as every deep link gets it, with what the install is written on its <html> element
 * (`data-demo-payments="1"|"0"`): the demo banner is then in the app's first frame instead of
 * arriving with /api/app-info and pushing the page down (Lighthouse counted that shift on
 * /comprar). A buyer's first screens also get their chunks' preloads (first-screens.ts). Read and
 * compressed once per address listed, at start, like the build's own .br and .gz copies.
 */
export function loadAppPage(distDir: string, demoPayments: boolean): AppPage {
  const built = fs
    .readFileSync(path.join(distDir, 'index.html'), 'utf8')
    .replace(/<html\b/i, `<html data-demo-payments="${demoPayments ? '1' : '0'}"`);
  const screens = loadFirstScreens(distDir);
  const compressed = (html: string): Record<'plain' | 'br' | 'gzip', Buffer> => {
    const plain = Buffer.from(html);
    return {
      plain,
      br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(plain, { level: 9 }),
    };
  };
  const others = compressed(built);
  // A page the browser may draw from the user's last visit holds its code like a drawn one (docs/decisions/048).
  const addressOf = (requestUrl: string) => {
    const pathname = (requestUrl.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    return screens.addressOf(requestUrl) ?? (SNAPSHOT_PAGES.includes(pathname) ? pathname : null);
  };
  const page = (address: string) => {
    const html = screens.withPreloads(built, address);
    return SNAPSHOT_PAGES.includes(address) ? holdCodeUntilPaint(html) : html;
  };
  const addresses = [...new Set([...screens.addresses, ...SNAPSHOT_PAGES])];
  const perAddress = new Map(addresses.map((address) => [address, compressed(page(address))]));
  const pick = (acceptEncoding: string | undefined) => (acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) ?? null) : null);
  return {
    forEncoding(requestUrl, acceptEncoding) {
      const copies = perAddress.get(addressOf(requestUrl) ?? '') ?? others;
      const encoding = pick(acceptEncoding);
      return encoding ? { body: copies[encoding]!, encoding } : { body: copies.plain, encoding: null };
    },
    made(requestUrl, preview, firstFrame, acceptEncoding) {
      // A page of a couple of kB, made per request (the event may be renamed at any time): a fast
      // compression level is plenty.
      const html = screens.withPreloads(built, screens.addressOf(requestUrl));
      const withPreview = preview ? previewPage(html, preview) : html;
      const withPaint = firstFrame?.page
        ? holdCodeUntilPaint(firstPaintPage(withPreview, publicShellHtml(firstFrame.page, demoPayments)))
        : withPreview;
      const body = Buffer.from(firstFrame === null ? withPaint : firstFramePage(withPaint, firstFrame.json));
      const encoding = pick(acceptEncoding);
      if (encoding === 'br')
        return { body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
      if (encoding === 'gzip') return { body: zlib.gzipSync(body, { level: 6 }), encoding };
      return { body, encoding: null };
    },
  };
}

/** Event names are typed by the organiser: everything written into the page is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** index.html with the page's own title and description, and the tags WhatsApp and others read for a preview. */
export function previewPage(html: string, preview: LinkPreview): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Bingo Beneficente'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ]
    .map(([key, name, value]) => `<meta ${key}="${name}" content="${escapeHtml(value!)}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/i, () => `<meta name="description" content="${description}" />`)
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

/**
 * The page carrying the first frame's data (docs/decisions/037) in a JSON script element, which
 * the browser never runs. Every '<' is written as its JSON escape, so
 * text typed by the organiser ("</script>", "<!--") cannot end the element and write into the page.
 */
export function firstFramePage(html: string, json: string): string {
  const script = `<script type="application/json" id="first-frame">${json.replace(/</g, '\\u003c')}</script>`;
  return html.replace(/<\/body>/i, () => `  ${script}\n  </body>`);
}

/**
 * The page with its top drawn in #root (docs/decisions/041) instead of the build's spinner: a slow
 * phone paints the event's line as soon as the stylesheet is in, before the app's code. The
 * markup comes from @bingo/core's first-paint, every text in it escaped there; React replaces it
 * with the same. #root is the last element of the build's body.
 */
export function firstPaintPage(html: string, markup: string): string {
  return html.replace(/(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/i, (_, open: string, close: string) => `${open}${markup}${close}`);
}

/**
 * On a page whose top the server draws, the app's staged chunks and the screen's (apps/web
 * build-plugins/staged-entry.ts and first-screens.ts mark their preloads `data-staged`) are not
 * fetched with the HTML: their `rel` becomes one the browser ignores (the real one kept in
 * `data-rel`), and the app's entry restores them once the page is painted (docs/decisions/047). The page is read without them; only the page and
 * its stylesheet compete for that first paint. The entry's own small modules stay preloaded.
 */
export function holdCodeUntilPaint(html: string): string {
  return html.replace(
    /<link rel="(modulepreload|preload)"(?=[^>]*\sdata-staged[\s>])/g,
    (_tag, rel: string) => `<link rel="${HELD_CODE_REL}" data-rel="${rel}"`,
  );
}
