import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { dollars } from './support/money.ts';
import { DEMO_PASSWORD, signInWithPassword } from './support/sign-in.ts';

// Issue 15: purchases, declines and a refund played through the sandbox card network show up in
// Reports, as figures, charts and tables, on a phone and in Arabic, with no serious axe finding.

type Card = { id: string; businessId: string; status: string };

async function adminHeaders(page: Page) {
  const auth = await page.request.post('/api/auth/token', {
    data: { grantType: 'password', login: 'admin@example.org', password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(await auth.json()).accessToken}` };
}

/** A funded active card of the demo organisation's cards program, and its program. */
async function fundedCard(page: Page, organizationId: string): Promise<Card> {
  const headers = await adminHeaders(page);
  const listed = await page.request.get(`/api/cards/business/${organizationId}/cards?limit=200`, { headers });
  const { cards } = (await listed.json()) as { cards: Card[] };
  const card = cards.find((candidate) => candidate.status === 'active')!;
  const deposit = await page.request.post('/api/sandbox/achDeposits', {
    data: { businessId: card.businessId, amountCents: 500_000 },
  });
  expect(deposit.status()).toBe(201);
  const load = await page.request.post(`/api/cards/business/${card.businessId}/load`, {
    headers: { ...headers, 'idempotency-key': `e2e-report-load-${Date.now()}` },
    data: { loads: [{ cardId: card.id, amountCents: 100_000 }] },
  });
  expect(load.status(), await load.text()).toBe(200);
  return card;
}

async function playPurchase(
  page: Page,
  cardId: string,
  amountCents: number,
  mcc: string,
  merchantName: string,
) {
  const response = await page.request.post('/api/sandbox/authorizations', {
    data: {
      cardId,
      amountCents,
      mcc,
      merchantName,
      merchantCategory: 'Played by the reports journey',
      country: 'US',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).transaction as { id: string; transactionEventStatus: string };
}

test('purchases, a decline and a refund show in Reports, with charts, tables and CSV', async ({ page }) => {
  // A retry runs on the same server as the first try, whose purchases stay in the reports: merchants
  // named for this try keep its figures apart from the earlier one's.
  const merchantSuffix = Date.now().toString(36);
  const grocery = `Reports Grocery ${merchantSuffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const organizationId = new URL(page.url()).pathname.split('/')[1]!;
  const card = await fundedCard(page, organizationId);

  const groceries = await playPurchase(page, card.id, 4_321, '5411', grocery);
  await playPurchase(page, card.id, 1_234, '5912', `Reports Pharmacy ${merchantSuffix}`);
  const declined = await playPurchase(page, card.id, 99_000_000, '5411', grocery);
  expect(declined.transactionEventStatus).toBe('declined');
  expect(
    (await page.request.post(`/api/sandbox/authorizations/${groceries.id}/clear`, { data: {} })).status(),
  ).toBe(200);
  const refund = await page.request.post(`/api/sandbox/authorizations/${groceries.id}/refund`, {
    data: { amountCents: 321 },
  });
  expect(refund.status()).toBe(201);

  // The side navigation's Reports item leads a multi-program administrator to programs/reports.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/programs\/reports$/);
  await expect(page.getByRole('heading', { name: 'Program reports', level: 1 })).toBeVisible();

  const spent = page.getByText('Spent', { exact: true }).first();
  await expect(spent).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programs side by side' }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Organization total' })).toBeVisible();

  // The charts are pictures with their tables beside them for screen readers.
  await expect(page.getByRole('img', { name: /Chart: Spend over time/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Chart: Spend by category/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Chart: Declines by reason/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-1280-charts.png', fullPage: true });
  const declines = page.getByRole('region', { name: 'Declines by reason' }).first();
  await declines.getByText('Table', { exact: true }).click();
  await expect(declines.getByRole('rowheader', { name: 'Insufficient Funds' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Spend by category' }).first();
  await categories.getByText('Table', { exact: true }).click();
  await expect(categories.getByRole('rowheader', { name: 'Groceries' })).toBeVisible();
  await expect(categories.getByRole('rowheader', { name: 'Pharmacy and health' })).toBeVisible();
  const merchants = page.getByRole('region', { name: 'Top merchants' }).first();
  await expect(merchants.getByRole('rowheader', { name: grocery })).toBeVisible();
  await expect(merchants.getByRole('row', { name: new RegExp(grocery) })).toContainText(dollars(4_321));

  const download = page.waitForEvent('download');
  await categories.getByRole('button', { name: 'Download Spend by category as CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^spend-by-category-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: '/tmp/reports-1280.png', fullPage: true });

  // A custom period: days in the wrong order are refused by the inputs, figures stay.
  await page.getByLabel('From', { exact: true }).fill('2026-12-31');
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();

  // 390 px: the bottom bar has Reports, and the page reads in Arabic, right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Chart: Spend over time/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: '/tmp/reports-390.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'البطاقات', exact: true })).toBeVisible();
  await expect(page.getByText('المبلغ المُنفَق').first()).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: '/tmp/reports-390-ar.png', fullPage: true });
});
