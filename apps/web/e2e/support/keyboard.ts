import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether this element has the keyboard focus. */
export const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement);

/** Whether the focus is on this element or inside it. */
export const focusInside = (container: Locator): Promise<boolean> => container.evaluate((el) => el.contains(document.activeElement));

/** The focused element in a few words, for failure messages. */
export const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself (body)';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${name}"`;
  });

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} (the focus is on ${await focusedElement(page)})`);
}

/**
 * The elements Tab stops at inside `container`, as the browser sees them: visible, enabled,
 * not tabindex="-1", and one stop per radio group.
 */
function tabStops(container: Locator): Promise<number> {
  return container.evaluate((root) => {
    const candidates = root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]');
    const radioGroups = new Set<string>();
    let stops = 0;
    for (const el of candidates) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.getClientRects().length === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden' || (el instanceof HTMLInputElement && el.type === 'hidden')) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        if (radioGroups.has(el.name)) continue;
        radioGroups.add(el.name);
      }
      stops += 1;
    }
    return stops;
  });
}

/**
 * A focus trap: going round the dialog with Tab, then with Shift+Tab, the focus never leaves it
 * (not even for a moment) and every stop inside is reached, so both directions wrap.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops = await tabStops(dialog);
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<string>();
    for (let i = 1; i <= stops + 1; i++) {
      await page.keyboard.press(key);
      // A mark on the focused element, to count the different stops reached; null once outside.
      const mark = await dialog.evaluate((root) => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || !root.contains(el)) return null;
        el.dataset.focusMark ??= String(Math.random());
        return el.dataset.focusMark;
      });
      if (mark === null) throw new Error(`After ${i} × ${key} the focus left the dialog for ${await focusedElement(page)}`);
      visited.add(mark);
    }
    expect(visited.size, `${key} reaches all ${stops} stops of the dialog, wrapping at the end`).toBeGreaterThanOrEqual(stops);
  }
}

export interface KeyboardDialog {
  /** The button (or link) that opens the dialog. */
  opener: Locator;
  dialog: Locator;
  /** Where the focus must land when it opens (default: anywhere inside the dialog). */
  initialFocus?: Locator;
}

/**
 * The keyboard contract of a dialog: reached with Tab and opened with Enter, the focus moves into
 * it, Tab and Shift+Tab stay inside, Escape closes it and the focus goes back to the opener.
 */
export async function expectKeyboardDialog(page: Page, { opener, dialog, initialFocus }: KeyboardDialog): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect
    .poll(() => (initialFocus ? isFocused(initialFocus) : focusInside(dialog)), { message: 'the focus moved into the dialog' })
    .toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener), { message: 'the focus is back on the button that opened the dialog' }).toBe(true);
}
