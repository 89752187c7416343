import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { signInWithPassword } from './support/sign-in.ts';

// A small phone: the width the issue names, and a height that leaves the bottom bar on screen.
test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The control lies within the screen's width, so a finger reaches it without scrolling sideways. */
async function expectWithinWidth(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the control is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('the bottom bar holds Home, Reports, Members and Sign Out; More reaches the rest', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'Reports', 'Members'])
    await expect(bar.getByRole('link', { name })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // A labelled dialog that takes the focus and closes on Escape, giving it back to More.
  await more.click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  await expect(sheet).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await expectNoSeriousAxeFindings(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(more).toBeFocused();

  await more.click();
  await sheet.getByRole('link', { name: 'Spend Rules' }).click();
  await expect(page).toHaveURL(/\/settings\/spend-rules$/);
  await expect(sheet).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await more.click();
  await expect(sheet.getByRole('link', { name: 'Custom Fields' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Sandbox' })).toBeVisible();
  // Members is in the bar already; the sheet does not repeat it.
  await expect(sheet.getByRole('link', { name: 'Members' })).toHaveCount(0);
  const developers = sheet.getByRole('group', { name: 'Developers' });
  await expect(developers.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/api/docs');
  const portal = page.waitForEvent('popup');
  await developers.getByRole('button', { name: 'Webhooks' }).click();
  await expect(await portal).toHaveURL(/\/webhook-portal\?token=/);
  await expect(sheet).toHaveCount(0);

  await more.click();
  await sheet.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toContainText('Support hours');
});

test('Programs and Members are stacked rows whose links and Remove buttons are in reach', async ({
  page,
}) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const programs = page.getByRole('list', { name: 'Programs' });
  await expect(programs.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  const payoutsFunding = programs
    .getByRole('listitem')
    .filter({ hasText: 'Family Payouts' })
    .getByRole('link', { name: 'Funding account' });
  await expectWithinWidth(page, payoutsFunding);
  const cardsProgram = programs.getByRole('link', { name: 'Resettlement Cards' });
  await expectWithinWidth(page, cardsProgram);
  await cardsProgram.click();
  await expect(page).toHaveURL(/\/cards$/);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  const members = page.getByRole('list', { name: 'Members' });
  const viewer = members.getByRole('listitem').filter({ hasText: 'viewer@example.org' });
  await expect(viewer).toContainText('Viewer');
  await expectNoSidewaysScroll(page);
  const remove = viewer.getByRole('button', { name: /^Remove/ });
  await expectWithinWidth(page, remove);
  // Never on oneself.
  await expect(
    members
      .getByRole('listitem')
      .filter({ hasText: 'admin@example.org' })
      .getByRole('button', { name: /^Remove/ }),
  ).toHaveCount(0);
  await remove.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Victor Osei');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
});

test('in Arabic the stacked rows and the More sheet read right to left without sideways scroll', async ({
  page,
}) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await bar.getByRole('link', { name: 'الأعضاء' }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  const viewer = page.getByRole('listitem').filter({ hasText: 'viewer@example.org' });
  await expect(viewer).toBeVisible();
  await expectNoSidewaysScroll(page);
  const remove = viewer.getByRole('button', { name: /Victor Osei/ });
  await expectWithinWidth(page, remove);
  // Right to left: the name starts at the right edge, the status badge sits on the left.
  const name = await viewer.getByText('Victor Osei').boundingBox();
  const status = await viewer.getByText('نشط').boundingBox();
  expect(status!.x).toBeLessThan(name!.x);
  await expectNoSeriousAxeFindings(page);

  await bar.getByRole('button', { name: 'المزيد' }).click();
  const sheet = page.getByRole('dialog', { name: 'المزيد' });
  await sheet.getByRole('link', { name: 'قواعد الإنفاق' }).click();
  await expect(page).toHaveURL(/\/settings\/spend-rules$/);
  await expectNoSidewaysScroll(page);
});
