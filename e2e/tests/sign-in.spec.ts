import { expect, test } from '@playwright/test';
import { latestSmsBody, signInWithPassword } from './support/sign-in.ts';

test('an administrator signs in with a password and lands on programs', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/programs$/);
  await expect(page).toHaveTitle('Programs | Causeway');
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Resettlement Cards' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Family Payouts' })).toBeVisible();
});

test('a protected path while signed out goes to sign-in and back there afterwards', async ({ page }) => {
  await page.goto('/settings/members');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, 'finance@example.org');
  // The path without a business id receives the user's top-level business id.
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/settings\/members$/);
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
});

test('sign-in with a code texted to the phone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('2025550101');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('We sent a 6-digit code to')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await latestSmsBody(page, '2025550101'))![1]!;
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/programs$/);
});

test('a phone typed with dashes, spaces, dots or parentheses signs in', async ({ page }) => {
  // The demo cardholder's phone (2025550106) as people write it: each is read as the same 10 digits.
  for (const typed of ['202-555-0106', '+1 202 555 0106', '202.555.0106']) {
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(typed);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Text me a code' }), typed).toBeVisible();
    await expect(page.getByText('Invalid Email.')).toHaveCount(0);
  }
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('(202) 555-0106');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('We sent a 6-digit code to')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await latestSmsBody(page, '2025550106'))![1]!;
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cardholder\/dashboard\/[0-9a-f-]{36}$/);
});

test('the sign-in errors of the catalogue are shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('nobody@example.org');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No account was found for that email.')).toBeVisible();

  await page.getByLabel('Email or phone number').fill('2025559999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No account was found for that phone number.')).toBeVisible();

  await page.getByLabel('Email or phone number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();

  await signInWithPassword(page, 'viewer@example.org', 'wrong-password-1!');
  await expect(page.getByText('Incorrect password.')).toBeVisible();

  await page.goto('/login?error=googleNotLinked');
  await expect(page.getByText('This Google account is not linked to Causeway.')).toBeVisible();
});

test('a cardholder with one card goes straight to that card', async ({ page }) => {
  await signInWithPassword(page, 'cardholder@example.org');
  await expect(page).toHaveURL(/\/cardholder\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Virtual card/ })).toBeVisible();
});

test('a single-program user of a bank-transfer program lands on its recipients', async ({ page }) => {
  await signInWithPassword(page, 'approver@example.org');
  // bank_transfers single program → recipients (business spec §2.6).
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/recipients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
