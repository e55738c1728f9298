import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type LazyPage<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Fetches the screen's chunk; once it is in, the screen renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for modules with named exports (house style): each screen is its own chunk, so a
 * placeholder screen can later be replaced by one file without touching the router.
 *
 * A screen preloaded before the first render (app/first-render.ts) is handed to React as an
 * already-settled thenable, which React.lazy reads at once: the first render draws the page
 * itself, not the Suspense fallback, so the first paint the server wrote stays on screen until
 * the page replaces it (docs/decisions/041).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage<M[K]> {
  let loaded: M | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const component = lazy(() => {
    if (!loaded) return fetchModule().then((module) => ({ default: module[name] }));
    const settled = { default: loaded[name] };
    // A thenable that answers at once: React.lazy takes its value in the same render.
    return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as unknown as Promise<typeof settled>;
  });
  return Object.assign(component, { preload: () => fetchModule().then(() => undefined) });
}
