import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/** The rules every check runs: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now. axe is put into the document once and run there:
 * AxeBuilder injects it again for every run and finishes each run in a new blank page, about 0.4 s
 * of the 0.5 s a check took (the every-screen pass makes some 240). A page with frames is left to
 * AxeBuilder, which checks inside them too.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  // axe reads colours: a dialog still fading in has text too pale. Transitions under way end first
  // (a spinner's endless animation is not waited for); two frames first, since Mantine starts a
  // transition a frame after the element appears.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  }
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      window
        .axe!.run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    AXE_TAGS,
  );
}

/**
 * axe on the page as it is now: no serious or critical finding (WCAG 2.1 A and AA rules). The
 * failure lists each rule with the first offending element, so a report says what to fix.
 */
export async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const serious = (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
