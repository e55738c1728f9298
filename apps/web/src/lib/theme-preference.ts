import { readStorage, storageKeys } from './storage-keys';

/** Light/dark mode through Bootstrap 5.3's data-bs-theme on <html>, kept in localStorage. */
export type Theme = 'light' | 'dark';

// Browser bar colour per theme, matching the brand purple and the dark body background.
const THEME_COLOR: Record<Theme, string> = { light: '#5b2a86', dark: '#1b1326' };

/** The user's choice, or the phone's own setting when they never chose. */
export function preferredTheme(): Theme {
  const stored = readStorage(storageKeys.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Without React, so the app's entry applies it before the first paint (src/main.tsx): a page drawn
 * before the code has arrived (docs/decisions/041, 048) is painted in the user's theme at once.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-bs-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}
