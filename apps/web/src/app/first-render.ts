import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterNextPaint } from '../lib/next-task';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * What the first render waits for (docs/decisions/041), so that it draws the page asked for and
 * not a spinner in between:
 * - a frame painted first: the page the server sent (its spinner, or the top of the page drawn
 *   by the server) is on screen before the app's first render, however fast the code came;
 * - the router's first loaders (else it renders nothing, a blank page for a moment);
 * - the chunks of the screens the address shows (else their Suspense fallback replaces the page).
 * None of them waits on the network longer than the first render would anyway.
 */
export function beforeFirstRender(router: AppRouter): Promise<unknown> {
  // The router matched the address when it was made: matching it again costs as much, the routes
  // ranked anew (docs/decisions/046).
  return Promise.all([afterNextPaint(), routerReady(router), preloadScreens(router.state.matches)]);
}

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Starts the lazy screens of the matched routes (app/lazy-page.ts); a failure is the render's to show. */
export function preloadScreens(matches: readonly { route: RouteObject }[]): Promise<unknown> {
  const screens = matches.map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    const preload = (type as { preload?: () => Promise<void> } | null)?.preload;
    return preload ? preload().catch(() => undefined) : undefined;
  });
  return Promise.all(screens);
}
