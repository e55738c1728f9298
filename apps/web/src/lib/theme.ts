import { useSyncExternalStore } from 'react';
import { storageKeys, writeStorage } from './storage-keys';
import { applyTheme, preferredTheme, type Theme } from './theme-preference';

export type { Theme } from './theme-preference';

type Listener = () => void;
const listeners = new Set<Listener>();

let current: Theme = 'light';

function apply(theme: Theme) {
  current = theme;
  applyTheme(theme);
}

/** Called by main.tsx before the first render, so the page never flashes the wrong theme. */
export function initTheme(): void {
  apply(preferredTheme());
}

export function setTheme(theme: Theme): void {
  writeStorage(storageKeys.theme, theme);
  apply(theme);
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return current;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')];
}
