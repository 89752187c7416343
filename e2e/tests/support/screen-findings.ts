import type { Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';

/**
 * What the every-screen pass finds on one screen: axe's serious and critical violations (one
 * finding per offending element), horizontal overflow of the page, and buttons or links whose box
 * lies outside the viewport horizontally (a person on a phone cannot reach them).
 */
export type Finding = {
  kind: 'axe' | 'overflow' | 'out-of-reach' | 'screen';
  /**
   * axe rule id; 'page-overflow' or 'control-out-of-reach' for the layout checks;
   * 'screen-did-not-open' when the screen redirected elsewhere or showed another language.
   */
  rule: string;
  /** The element: axe's CSS selector, or tag and accessible text for a control. */
  target: string;
  detail: string;
};

/** axe on the page as it is now: every serious or critical violation, one finding per element. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        kind: 'axe' as const,
        rule: violation.id,
        target: node.target.join(' '),
        detail: `${violation.impact}: ${violation.help}`,
      })),
    );
}

/**
 * The phone checks: the page must not be wider than the viewport, and every visible button or
 * link must lie within it horizontally (a control inside a sideways-scrolling table counts: the
 * issue is exactly that such links and buttons are hidden). Visually hidden elements (skip links,
 * screen-reader-only text, 1 px boxes) are not controls a person aims at and are left out.
 */
export async function layoutFindings(page: Page): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const results: { kind: 'overflow' | 'out-of-reach'; rule: string; target: string; detail: string }[] = [];
    if (root.scrollWidth > root.clientWidth) {
      results.push({
        kind: 'overflow',
        rule: 'page-overflow',
        target: 'html',
        detail: `scrollWidth ${root.scrollWidth} px > clientWidth ${root.clientWidth} px`,
      });
    }
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.textContent ?? '';
      const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
      const id = element.id && !/^(mantine|r)[-:]/.test(element.id) ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${text}"`;
    };
    const width = root.clientWidth;
    for (const element of Array.from(
      document.querySelectorAll('button, a[href], [role="button"], [role="link"]'),
    )) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1) {
        results.push({
          kind: 'out-of-reach',
          rule: 'control-out-of-reach',
          target: describe(element),
          detail: `box ${Math.round(box.left)}–${Math.round(box.right)} px, viewport 0–${width} px`,
        });
      }
    }
    return results;
  });
  return found;
}
