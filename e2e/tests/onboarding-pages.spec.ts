import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { signInWithPassword } from './support/sign-in.ts';

// The onboarding area's other pages: /about in English and in Arabic at 390 px, and the reviewer's
// queue, which anyone but a platform reviewer finds does not exist.

type Catalog = { [key: string]: string | Catalog };
const label = (language: string, key: string): string => {
  let node: string | Catalog | undefined = JSON.parse(
    readFileSync(path.resolve('../apps/web/src/i18n/locales', `${language}.json`), 'utf8'),
  ) as Catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${key}`);
  return node;
};

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`/about at 390 px in ${language}: what the product is, and the way in for each audience`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto('/about');
    if (language === 'ar') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await expect(
      page.getByRole('heading', { level: 1, name: label(language, 'about.heading') }),
    ).toBeVisible();
    for (const audience of ['organizations', 'cardholders', 'recipients']) {
      await expect(
        page.getByRole('heading', { name: label(language, `about.${audience}.title`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await noOverflow(page);
    await expectNoSeriousAxeFindings(page);
    await page.getByRole('link', { name: label(language, 'about.openAccount') }).click();
    await expect(page).toHaveURL(/\/onboard$/);
  });
}

test('the review queue is not found for a business admin', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  await page.goto('/platform/applications');
  await expect(page.getByRole('heading', { name: label('en', 'notFound.heading') })).toBeVisible();
});
