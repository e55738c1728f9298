import { HELD_CODE_REL } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { fetchHeldCode } from './held-code';

describe('the code held until the first paint (docs/decisions/047)', () => {
  it('gives every held link its own rel back, in the same order, and leaves the rest alone', async () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/first-styles.css">',
      '<link rel="modulepreload" crossorigin href="/assets/next-task.js">',
      `<link rel="${HELD_CODE_REL}" data-rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/framework.js">`,
      `<link rel="${HELD_CODE_REL}" data-rel="modulepreload" fetchpriority="low" data-staged crossorigin href="/assets/app.js">`,
      `<link rel="${HELD_CODE_REL}" data-rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="/assets/PurchasePage.css">`,
    ].join('');

    await fetchHeldCode();

    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      new URL(l.href).pathname,
      l.crossOrigin,
    ]);
    expect(links).toEqual([
      ['stylesheet', null, '/assets/first-styles.css', null],
      ['modulepreload', null, '/assets/next-task.js', ''],
      ['modulepreload', null, '/assets/framework.js', ''],
      ['modulepreload', null, '/assets/app.js', ''],
      ['preload', 'style', '/assets/PurchasePage.css', ''],
    ]);
  });

  it('does nothing on a page with nothing held', async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/app.js">';
    await fetchHeldCode();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });
});
