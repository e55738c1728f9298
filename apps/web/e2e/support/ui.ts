import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the page's path (and query, when given) is the expected one. */
export async function expectPath(page: Page, expected: string, timeout = 10_000): Promise<void> {
  const current = () => {
    const url = new URL(page.url());
    return expected.includes('?') ? url.pathname + url.search : url.pathname;
  };
  await expect.poll(current, { timeout, message: `URL of the page (now ${page.url()})` }).toBe(expected);
}

/** The app has settled on `path` and stays there for a moment (no late guard redirect). */
export async function expectStaysOn(page: Page, expected: string, ms = 1000): Promise<void> {
  await expectPath(page, expected);
  await page.waitForTimeout(ms);
  expect(new URL(page.url()).pathname, `still on ${expected} after ${ms} ms`).toBe(expected);
}

/** A toast (react-toastify, top right) or any visible text with these words. */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** Signs in through the login form (the app's own flow, unlike loginAs). */
export async function loginWithForm(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Entrar' }) });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Types `text` key by key into a box (masked money and document fields react per key), only once
 * the box holds the focus, and waits until it shows `shown`: on a loaded machine a key typed while
 * a modal settles can land elsewhere, and a value read once right after typing can be stale.
 */
export async function typeKeys(box: Locator, text: string, shown: string = text): Promise<void> {
  await box.click();
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  await box.pressSequentially(text);
  await expect.poll(() => box.inputValue(), { message: `value of the box after typing ${text}` }).toBe(shown);
}

/**
 * Waits until the app has rendered the page itself. Some pages are drawn before the app's code
 * arrives (by the server, docs/decisions/041 and 042, or by the entry, 048 and 049): they look
 * finished, but their buttons do nothing until React has taken their place.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first !== null && first !== undefined && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}
