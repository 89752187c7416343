import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './support/sign-in.ts';

// A duplicated tab holds the same refresh token as its opener. Refresh tokens rotate, and a
// rotated one presented again ends the session, so two tabs refreshing at once used to sign the
// person out: now one tab refreshes (under a Web Lock) and hands the tokens to the other.

const SEEDED = 'e2e.duplicatedFrom';

/** A second page in the same context with a copy of the first's sessionStorage: a duplicated tab. */
async function duplicateTab(page: Page): Promise<Page> {
  const storage = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  const copy = await page.context().newPage();
  await copy.addInitScript(
    ([entries, seeded]) => {
      if (window.sessionStorage.getItem(seeded)) return;
      for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
        window.sessionStorage.setItem(key, value);
      }
      window.sessionStorage.setItem(seeded, '1');
    },
    [storage, SEEDED] as const,
  );
  await copy.goto(new URL(page.url()).pathname);
  return copy;
}

const refreshTokenOf = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('causeway.refreshToken'));
const signedIn = (page: Page) =>
  expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

test('two tabs of one session that both need a refresh share one: both stay signed in', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const second = await duplicateTab(page);
  await signedIn(second);
  const original = await refreshTokenOf(page);
  expect(await refreshTokenOf(second)).toBe(original);

  const refreshes: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/api/auth/token') && request.postData()?.includes('refresh_token'))
      refreshes.push(request.postData() ?? '');
  });

  // Both tabs lose their access token and load at once: each must refresh before it can go on.
  for (const tab of [page, second])
    await tab.evaluate(() => window.sessionStorage.removeItem('causeway.accessToken'));
  await Promise.all([page.reload(), second.reload()]);
  await Promise.all([signedIn(page), signedIn(second)]);
  await expect(page).toHaveURL(/\/programs$/);
  await expect(second).toHaveURL(/\/programs$/);

  // One refresh for both; both hold the new refresh token, and the old one was never presented
  // twice (that would have revoked the session for both).
  expect(refreshes).toHaveLength(1);
  const rotated = await refreshTokenOf(page);
  expect(rotated).not.toBe(original);
  expect(await refreshTokenOf(second)).toBe(rotated);

  // The session still works in both: a second round refreshes once more and both carry on.
  for (const tab of [page, second])
    await tab.evaluate(() => window.sessionStorage.removeItem('causeway.accessToken'));
  await Promise.all([second.reload(), page.reload()]);
  await Promise.all([signedIn(page), signedIn(second)]);
  expect(refreshes).toHaveLength(2);
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Programs' })).toBeVisible();
});

test('a tab that reads a stale copy of localStorage still does not present a token another tab traded', async ({
  page,
}) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const second = await duplicateTab(page);
  await signedIn(second);
  const original = await refreshTokenOf(page);

  const refreshes: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/api/auth/token') && request.postData()?.includes('refresh_token'))
      refreshes.push(request.postData() ?? '');
  });
  // The second tab leaves (it hears no message meanwhile) and will come back without its access
  // token, reading localStorage as a copy the browser has not updated yet: no note of a traded token.
  await second.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e.accessTokenDropped')) return;
    window.sessionStorage.removeItem('causeway.accessToken');
    window.sessionStorage.setItem('e2e.accessTokenDropped', '1');
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key === 'causeway.tradedRefreshTokens' ? null : getItem.call(this, key);
    };
  });
  await second.goto('about:blank');

  // The first tab refreshes alone, trading the token both tabs hold.
  await page.evaluate(() => window.sessionStorage.removeItem('causeway.accessToken'));
  await page.reload();
  await signedIn(page);
  expect(refreshes).toHaveLength(1);
  const rotated = await refreshTokenOf(page);
  expect(rotated).not.toBe(original);

  // Back in the second tab: the note in IndexedDB says the token is spent, so it asks the first tab.
  await second.goto(new URL(page.url()).pathname);
  await signedIn(second);
  expect(await refreshTokenOf(second)).toBe(rotated);
  expect(refreshes).toHaveLength(1);
  await page.reload();
  await signedIn(page);
});

test('signing out in one tab signs out its duplicate too', async ({ page }) => {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const second = await duplicateTab(page);
  await signedIn(second);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  expect(await refreshTokenOf(second)).toBeNull();
});
