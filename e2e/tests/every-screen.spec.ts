import { expect, test } from '@playwright/test';
import { checkScreens, newFindings, type ScreenResult } from './support/every-screen.ts';
import {
  ACCOUNTED_ROUTES,
  APPLICANT_SCREENS,
  PUBLIC_SCREENS,
  REVIEWER_SCREENS,
  SKIPPED_ROUTES,
  visitsOf,
} from './support/every-screen-visits.ts';
import { loadRouteTable } from './support/route-inventory.ts';
import { DEMO_PASSWORD, signInWithPassword } from './support/sign-in.ts';

// Issue 19, "Checks in CI": every screen of the route table, in English and Arabic, at 1280 and
// 360 px — axe (serious and critical fail) everywhere, and at 360 px no horizontal overflow and no
// button or link out of reach. The business portal and the cardholder portal have files of their
// own (every-screen-business, every-screen-cardholder); the report is written to
// playwright-report/every-screen/.

test('every route of the route table is opened by the every-screen pass or skipped with a reason', async () => {
  const table = await loadRouteTable();
  const routes = table.map((entry) => entry.path);
  const missing = routes.filter((route) => !ACCOUNTED_ROUTES.includes(route));
  expect(missing, 'routes neither visited nor skipped (add them to every-screen-visits.ts)').toEqual([]);
  const stale = ACCOUNTED_ROUTES.filter((route) => !routes.includes(route));
  expect(stale, 'visited or skipped paths that are not in the route table').toEqual([]);
  // A skipped redirect must still be one: a screen given to it later is then opened.
  const skippedScreens = table.filter(
    (entry) =>
      entry.path in SKIPPED_ROUTES && entry.hasScreen && /redirect/.test(SKIPPED_ROUTES[entry.path]!),
  );
  expect(skippedScreens.map((entry) => entry.path)).toEqual([]);
});

test('public screens, signed out', async ({ page }) => {
  test.setTimeout(480_000);
  const results = await checkScreens(page, visitsOf(PUBLIC_SCREENS, undefined), [], 'public');
  expect(newFindings(results)).toEqual([]);
});

test("the platform reviewer's queue and a new organisation's application steps", async ({ browser }) => {
  test.setTimeout(480_000);
  const reviewer = await (await browser.newContext()).newPage();
  await signInWithPassword(reviewer, 'reviewer@example.org');
  await expect(reviewer).toHaveURL(/\/platform\/applications$/);
  const results: ScreenResult[] = [];
  await checkScreens(reviewer, visitsOf(REVIEWER_SCREENS, undefined), results, 'onboarding');

  const applicant = await (await browser.newContext()).newPage();
  const email = `screens-${Date.now()}@example.net`;
  const created = await applicant.request.post('/api/onboarding/user', {
    data: {
      firstName: 'Nadia',
      lastName: 'Farouk',
      email,
      password: DEMO_PASSWORD,
      businessName: 'Every Screen Relief',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { businessId } = (await created.json()) as { businessId: string };
  await signInWithPassword(applicant, email);
  await expect(applicant).toHaveURL(/\/businessInfo$/);
  await checkScreens(applicant, visitsOf(APPLICANT_SCREENS, { businessId }), results, 'onboarding');
  expect(newFindings(results)).toEqual([]);
});
