import { expect, type Page, test } from '@playwright/test';
import { checkScreens, newFindings } from './support/every-screen.ts';
import { demoRecords } from './support/every-screen-data.ts';
import { ADMIN_SCREENS, ADMIN_SETTINGS_SCREENS, visitsOf } from './support/every-screen-visits.ts';
import { signInAsAdmin } from './support/money.ts';

// Issue 19, "Checks in CI": the business portal's screens as the demo administrator, in English
// and Arabic at 1280 and 360 px (see every-screen.spec.ts).

async function checkAsAdmin(page: Page, group: string, screens: typeof ADMIN_SCREENS) {
  const organizationId = await signInAsAdmin(page);
  const records = await demoRecords(page.request, organizationId);
  const results = await checkScreens(page, visitsOf(screens, { records, request: page.request }), [], group);
  expect(newFindings(results)).toEqual([]);
}

test('business portal: programs, cards, orders, money and reports', async ({ page }) => {
  test.setTimeout(480_000);
  await checkAsAdmin(page, 'business', ADMIN_SCREENS);
});

test('business portal: settings, imports, sandbox and developers', async ({ page }) => {
  test.setTimeout(480_000);
  await checkAsAdmin(page, 'business-settings', ADMIN_SETTINGS_SCREENS);
});
