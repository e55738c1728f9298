import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { reloadSession } from '../lib/session';

// A console.error during a test is a failure (architecture.md §11): React's act() and key
// warnings, failed prop types and unexpected errors all arrive there.
const errors: unknown[][] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

// Screens are lazily loaded chunks: the first test of a file waits for Vite to transform the
// screen's modules on their first import, which on a busy 2-core CI machine outlasted the default
// 1 s of findBy*/waitFor (a flaky failure, not a slow screen). Missing text still fails, later.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no matchMedia; the theme and the admin layout ask it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  window.localStorage.clear();
  reloadSession();
  // No test reaches a network: a call nobody mocked answers like an unknown API route.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Rota não encontrada."}', { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  const seen = errors.splice(0);
  if (seen.length > 0) throw new Error(`console.error chamado durante o teste: ${String(seen[0]?.[0])}`);
});

// react-bootstrap ends a fade (a modal or toast closing) with a fallback timer of the transition's
// length plus 5 ms (dom-helpers transitionEnd; jsdom has no stylesheet, so the length is 0). One
// started by a file's last test and still pending when the file's jsdom is torn down fires into a
// missing `document`: an unhandled error that fails the run though every test passed (seen once
// on a busy 2-core machine). Those timers fire before this one.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
