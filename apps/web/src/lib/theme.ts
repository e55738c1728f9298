import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** Light/dark mode through Bootstrap 5.3's data-bs-theme on <html>, kept in localStorage. */
export type Theme = 'light' | 'dark';

// Browser bar colour per theme, matching the brand purple and the dark body background.
const THEME_COLOR: Record<Theme, string> = { light: '#5b2a86', dark: '#1b1326' };

type Listener = () => void;
const listeners = new Set<Listener>();

function preferred(): Theme {
  const stored = readStorage(storageKeys.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

let current: Theme = 'light';

function apply(theme: Theme) {
  current = theme;
  document.documentElement.setAttribute('data-bs-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/** Called by main.tsx before the first render, so the page never flashes the wrong theme. */
export function initTheme(): void {
  apply(preferred());
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
