import { describe, expect, it } from 'vitest';
import { HELD_CODE_REL, SNAPSHOT_PAGES } from './held-code';

// docs/decisions/047: the server rewrites a staged preload's rel to HELD_CODE_REL so the browser does not
// fetch it with the HTML; the app's entry finds them again by link[rel="…"] once the page is painted.
describe('the rel that holds the app code until the page is painted', () => {
  it('is one rel token the browser does not know, so the preload is not fetched', () => {
    expect(HELD_CODE_REL).toMatch(/^[a-z][a-z-]*$/);
    const known = ['alternate', 'icon', 'manifest', 'modulepreload', 'preconnect', 'prefetch', 'preload', 'stylesheet', 'dns-prefetch'];
    expect(known).not.toContain(HELD_CODE_REL);
  });
});

// docs/decisions/048: the pages a returning user's browser draws from its own last copy, whose code the
// server holds too; the server also serves them as app pages, so each is a bare path.
describe('the pages drawn from the browser’s own snapshot', () => {
  it('are My Cards only', () => {
    expect(SNAPSHOT_PAGES).toEqual(['/minhas-cartelas']);
  });
});
