import { expect, test } from '@playwright/test';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 18: every reload used to refresh the session, and 30 reloads a minute signed a person out.
test('reloading reuses the still-valid access token: no refresh, still signed in', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/token')) tokenCalls.push(request.postData() ?? '');
  });
  for (let reload = 0; reload < 5; reload += 1) {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/programs$/);
  expect(tokenCalls).toEqual([]);
});
