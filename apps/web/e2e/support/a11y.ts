import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.x A and AA rules (contrast included): what issue 8 part 5 holds every screen to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing
 * each rule with its help text and up to five offending elements (selector and axe's summary).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`);
    const more = v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : [];
    return [`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))`, ...nodes, ...more].join('\n');
  });
  throw new Error(`Accessibility: ${serious.length} serious/critical axe violation(s) on ${label}:\n${lines.join('\n')}`);
}
