import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now: no serious or critical finding (WCAG 2.1 A and AA rules). The
 * failure lists each rule with the first offending element, so a report says what to fix.
 */
export async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
