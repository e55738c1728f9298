import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appStarted } from './ui';

/** WCAG 2.x A and AA rules (contrast included): what every screen is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the screen has rendered its content: a heading, the app's own render (not a page drawn
 * before the code), and no spinner left. `fadeMs: 0`
 * where the page runs with prefers-reduced-motion (Bootstrap then has no fades to wait for).
 */
export async function settle(page: Page, { fadeMs = 400 } = {}): Promise<void> {
  await page.locator('h1, h2').first().waitFor({ state: 'visible' });
  await appStarted(page);
  await expect.poll(() => page.locator('.spinner-border:visible, .placeholder-glow:visible').count(), { timeout: 10_000 }).toBe(0);
  // Bootstrap's fades (toasts, alerts, dialogs) must finish, or axe measures half-transparent colours.
  if (fadeMs > 0) await page.waitForTimeout(fadeMs);
}

export interface A11yScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog or a tab panel already checked around. */
  include?: string;
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing
 * each rule with its help text and up to five offending elements (selector and axe's summary).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), scope: A11yScope = {}): Promise<void> {
  // Legacy mode runs axe in the page itself instead of gathering the results in a new blank page:
  // about 0.2 s a run instead of 0.5 s here. It only loses cross-origin iframes, and the app has no iframe.
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (scope.include) builder.include(scope.include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`);
    const more = v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : [];
    return [`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))`, ...nodes, ...more].join('\n');
  });
  throw new Error(`Accessibility: ${serious.length} serious/critical axe violation(s) on ${label}:\n${lines.join('\n')}`);
}

/** Collects axe failures instead of throwing at the first screen, so one run lists them all. */
export class A11yReport {
  private readonly failures: string[] = [];

  async check(page: Page, label: string, scope: A11yScope = {}): Promise<void> {
    try {
      await expectNoSeriousA11yViolations(page, label, scope);
    } catch (err) {
      this.failures.push(err instanceof Error ? err.message : String(err));
    }
  }

  /** Everything found so far, joined for the assertion message. */
  get list(): string[] {
    return [...this.failures];
  }
}
