import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
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
export function beforeFirstRender(router: AppRouter, routes: RouteObject[], location: Location = window.location): Promise<unknown> {
  return Promise.all([framePainted(), routerReady(router), preloadScreens(routes, location.pathname)]);
}

function framePainted(): Promise<void> {
  // A tab opened in the background paints nothing and runs no frame until shown: no wait there.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // rAF runs just before a frame is painted; the task it queues runs after that paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<unknown> {
  const screens = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    const preload = (type as { preload?: () => Promise<void> } | null)?.preload;
    return preload ? preload().catch(() => undefined) : undefined;
  });
  return Promise.all(screens);
}
