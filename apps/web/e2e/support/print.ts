import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A4 at 96 px to the inch, as Chromium lays a page out for page.pdf({ format: 'A4' }) (no margins). */
const A4 = { width: 794, height: 1123 };

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

/**
 * Prints the page as "Imprimir / salvar PDF" does (the print stylesheet, A4) and checks it takes the
 * sheets its `content` needs and no more: the screen's layout once added a blank last sheet. Keeps
 * the PDF as `<E2E_SHOTS>/<name>.pdf` for a person to look at.
 */
export async function expectPrintedPages(page: Page, content: string, name: string): Promise<number> {
  const screen = page.viewportSize();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(A4);
  const bottom = await page.locator(content).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  if (process.env.E2E_SHOTS) fs.writeFileSync(`${process.env.E2E_SHOTS}/${name}.pdf`, pdf);
  await page.emulateMedia({ media: 'screen' });
  if (screen) await page.setViewportSize(screen);
  const pages = pageCount(pdf);
  expect(pages, `${name}: sheets printed for ${Math.round(bottom)} px of content`).toBe(Math.max(1, Math.ceil(bottom / A4.height)));
  return pages;
}
