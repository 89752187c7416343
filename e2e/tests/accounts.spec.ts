import { expect, test } from '@playwright/test';
import { latestEmailLink, signInWithPassword } from './support/sign-in.ts';

// Unique per run, so a retry on the same server starts clean.
const NEW_MEMBER = `ana.lopez.${Date.now()}@example.org`;
const NEW_PASSWORD = 'Harbor#Light42';

test('an invited member creates an account from the emailed link; once removed, they have no access', async ({
  page,
  browser,
}) => {
  // The administrator invites Ana as a viewer.
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Invite member' }).click();
  await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(NEW_MEMBER);
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: NEW_MEMBER })).toContainText('Invited');

  // Ana opens the link in her own browser and creates her account.
  const anaContext = await browser.newContext();
  const ana = await anaContext.newPage();
  await ana.goto(await latestEmailLink(page, NEW_MEMBER, '/register/member'));
  await expect(ana.getByText('You have been invited to Demo Relief Org.')).toBeVisible();
  await expect(ana.getByLabel('Email', { exact: true })).toHaveValue(NEW_MEMBER);
  await ana.getByLabel('First name').fill('Ana');
  await ana.getByLabel('Last name').fill('López');
  await ana.getByLabel('Password', { exact: true }).fill('short');
  await ana.getByLabel('Confirm password').fill('different');
  await ana.getByRole('button', { name: 'Create account' }).click();
  await expect(
    ana.getByText(
      'Password must contain 8 characters, including at least one number and one special character.',
    ),
  ).toBeVisible();
  await expect(ana.getByText('Passwords must match.')).toBeVisible();
  await ana.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await ana.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await ana.getByRole('button', { name: 'Create account' }).click();
  await expect(ana).toHaveURL(/\/programs$/);

  // The administrator sees Ana as an active member now, and removes her.
  await page.reload();
  const row = page.getByRole('row', { name: NEW_MEMBER });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row', { name: NEW_MEMBER })).toHaveCount(0);

  // Signed in again, Ana's account has neither a business nor a card.
  await ana
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(ana).toHaveURL(/\/login$/);
  await signInWithPassword(ana, NEW_MEMBER, NEW_PASSWORD);
  await expect(ana).toHaveURL(/\/no-access$/);
  await expect(ana.getByRole('heading', { name: 'Your account has no access yet' })).toBeVisible();
  await expect(ana.getByRole('link', { name: 'Register a card' })).toBeVisible();
  await anaContext.close();
});

test('forgot password: the emailed link sets a new password, then sign-in works with it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('finance@example.org');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill('finance@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a reset link is on its way')).toBeVisible();

  await page.goto(await latestEmailLink(page, 'finance@example.org', '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Causeway#2026');
  await page.getByLabel('Confirm new password').fill('Causeway#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  await signInWithPassword(page, 'finance@example.org');
  await expect(page).toHaveURL(/\/programs$/);
});
