import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for modules with named exports (house style): each screen is its own chunk, so a
 * placeholder screen can later be replaced by one file without touching the router.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
