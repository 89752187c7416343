import { expect, test } from '@playwright/test';
import { signInWithPassword } from './support/sign-in.ts';

test('a viewer sees the members but no invite or remove buttons', async ({ page }) => {
  await signInWithPassword(page, 'viewer@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('button', { name: 'Create program' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  await expect(page.getByRole('cell', { name: 'admin@example.org' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  // No developerTools permission: no Developers group.
  await expect(nav.getByRole('button', { name: 'Developers' })).toHaveCount(0);
});

test('below 1026 px the bottom bar replaces the side bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Support' })).toBeVisible();

  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(nav.getByRole('button', { name: 'Support' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);

  await page.setViewportSize({ width: 1026, height: 800 });
  await expect(nav.getByRole('button', { name: 'Support' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Settings' })).toBeVisible();
  // On a settings route the Settings group is open by itself.
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
});

test('the side bar collapses and expands; Support and Webhooks behave as the spec says', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(nav.getByText('Home', { exact: true })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Expand menu' }).click();
  await expect(nav.getByText('Home', { exact: true })).toBeVisible();

  await nav.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toContainText('Support hours');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Webhooks opens accessLink's url in a new tab: our webhook portal (issue 17).
  await nav.getByRole('button', { name: 'Developers' }).click();
  const portal = page.waitForEvent('popup');
  await nav.getByRole('button', { name: 'Webhooks' }).click();
  await expect(await portal).toHaveURL(/\/webhook-portal\?token=/);
});

test('an administrator invites a member with a role and removes the invitation', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  await page.goto(page.url().replace(/programs$/, 'settings/members'));
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Invalid Email.')).toBeVisible();
  const email = `new.member.${Date.now()}@example.org`;
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'SIFH Finance' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('SIFH Finance');

  await row.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row', { name: email })).toHaveCount(0);
});

test('sign-out clears the session', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const programsPath = new URL(page.url()).pathname;
  await page.reload();
  // A reload keeps the session for this tab (refresh token in sessionStorage).
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // Tokens, choices and the banner-closed flag are gone from sessionStorage, and so is the store.
  const sessionKeys = () =>
    page.evaluate(() =>
      Object.keys(window.sessionStorage).filter(
        (key) => key.startsWith('causeway.') || key === 'notificationBannerClosed',
      ),
    );
  await expect.poll(sessionKeys).toEqual([]);
  await page.goto(programsPath);
  await expect(page).toHaveURL(/\/login$/);
});
