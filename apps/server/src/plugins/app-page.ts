import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export interface AppPage {
  /** The body for a browser sending this Accept-Encoding, with its content-encoding if any. */
  forEncoding(acceptEncoding: string | undefined): { body: Buffer; encoding: string | null };
}

/**
 * index.html as every deep link gets it, with what the install is written on its <html> element
 * (`data-demo-payments="1"|"0"`): the demo banner is then in the app's first frame instead of
 * arriving with /api/app-info and pushing the page down (Lighthouse counted that shift on
 * /comprar). Read and compressed once, at start, like the build's own .br and .gz copies.
 */
export function loadAppPage(distDir: string, demoPayments: boolean): AppPage {
  const html = fs
    .readFileSync(path.join(distDir, 'index.html'), 'utf8')
    .replace(/<html\b/i, `<html data-demo-payments="${demoPayments ? '1' : '0'}"`);
  const plain = Buffer.from(html);
  const copies: Record<string, Buffer> = {
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
  return {
    forEncoding(acceptEncoding) {
      const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : undefined;
      return encoding ? { body: copies[encoding]!, encoding } : { body: plain, encoding: null };
    },
  };
}
