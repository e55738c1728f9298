import { readStorage, storageKeys } from './storage-keys';

/** Light/dark mode through Bootstrap 5.3's data-bs-theme on <html>, kept in localStorage. */
export type Theme = 'light' | 'dark';

/** What the theme switch says in each theme: what a press does (components/ThemeToggle). */
export const themeToggleLabel: Record<Theme, string> = { light: 'Modo escuro', dark: 'Modo claro' };
/** The icon the switch shows in each theme. */
export const themeToggleIcon: Record<Theme, string> = { light: 'moon-stars', dark: 'sun' };

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

/**
 * The server draws a page's top before it knows the theme, with the switch as in the light theme
 * (@bingo/core first-paint, docs/decisions/041). In the dark theme the entry turns that drawn switch
 * into the one ThemeToggle will render, so a dark page does not offer "Modo escuro" until the code
 * arrives.
 */
export function matchDrawnThemeToggle(root: ParentNode, theme: Theme): void {
  if (theme === 'light') return;
  const button = root.querySelector<HTMLButtonElement>(`button[title="${themeToggleLabel.light}"]`);
  if (!button) return;
  button.title = themeToggleLabel[theme];
  button.querySelector('i')?.classList.replace(`bi-${themeToggleIcon.light}`, `bi-${themeToggleIcon[theme]}`);
  const spoken = button.querySelector('.visually-hidden');
  if (spoken) spoken.textContent = themeToggleLabel[theme];
}
