#!/usr/bin/env node
// Renders the home-screen icons (192 and 512 px) from app-icon.svg and the link preview picture
// (1200x630) from og-image.html into apps/web/public, with Debian's Chromium (no image library
// in the dependencies). Run again after changing either source:  node apps/web/icons/render-icons.mjs
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const svg = pathToFileURL(path.join(here, 'app-icon.svg')).href;
  for (const size of [192, 512]) {
    // The SVG opened as a page fills the viewport's width (it has a viewBox and no size).
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.goto(svg);
    await page.screenshot({ path: path.join(out, `icon-${size}.png`) });
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(pathToFileURL(path.join(here, 'og-image.html')).href);
  // JPEG: a gradient as PNG weighs over 300 kB, more than WhatsApp takes for a preview picture.
  await page.screenshot({ path: path.join(out, 'og-image.jpg'), type: 'jpeg', quality: 85 });
} finally {
  await browser.close();
}
