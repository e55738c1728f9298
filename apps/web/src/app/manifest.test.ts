import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(web, file));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const png = read(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest (Sorteio on the home screen)', () => {
  it('is linked from every page, with the touch icon iPhones use', () => {
    const html = read('index.html').toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icon-192.png" />');
  });

  it('names the app in Portuguese, opens standalone and has PNG icons of 192 and 512 px that exist with those sizes', () => {
    const manifest = JSON.parse(read('public/manifest.webmanifest').toString()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Bingo Beneficente', lang: 'pt-BR', start_url: '/sorteio', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(new Set(manifest.icons.map((i) => i.sizes))).toEqual(new Set(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(`public${icon.src}`), icon.src).toBe(icon.sizes);
    }
  });

  it('has the link preview picture the server names in its Open Graph tags', () => {
    const jpeg = read('public/og-image.jpg');
    expect(jpeg.readUInt16BE(0)).toBe(0xffd8);
    // WhatsApp drops preview pictures much over 300 kB.
    expect(jpeg.length).toBeLessThan(300_000);
  });
});
