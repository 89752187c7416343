import { expect, test } from '@playwright/test';
import { createMerchantBlockRule, mainNavigation } from './support/cards.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 21: a program role acts on its program only. The settings pages sit on the organisation's
// address (spec §2.2), and a program-scope member works there on their own program.
test('a case manager manages their program from the settings pages, and sees no other program', async ({
  page,
}) => {
  await signInWithPassword(page, 'casemanager@example.org');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/cards$/);

  const navigation = mainNavigation(page);
  await navigation.getByRole('button', { name: 'Settings' }).click();
  await navigation.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Carlos Mendez/ })).toBeVisible();
  // The organisation's own members are not theirs to list.
  await expect(page.getByRole('row', { name: /Amina Haddad/ })).toHaveCount(0);
  await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);

  const rule = `Program block ${Date.now()}`;
  await createMerchantBlockRule(page, rule, '7995');
});

test("an administrator sees the programs' members with their program, invites onto a program and removes", async ({
  page,
}) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  await page.goto(page.url().replace(/programs$/, 'settings/members'));
  await expect(page.getByRole('row', { name: /Carlos Mendez/ })).toContainText('Resettlement Cards');
  await expect(page.getByRole('row', { name: /Olena Shevchenko/ })).toContainText('Family Payouts');

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  const email = `program.member.${Date.now()}@example.org`;
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Organization or program').click();
  await page.getByRole('option', { name: 'Family Payouts' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Family Payouts');

  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText('Family Payouts');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row', { name: email })).toHaveCount(0);
});
