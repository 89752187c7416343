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
