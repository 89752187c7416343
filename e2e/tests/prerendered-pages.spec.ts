import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './support/sign-in.ts';

// The landing pages and sign-in come prerendered (apps/web/scripts/prerender.mjs): painted before
// the app's scripts arrive, in the language the address names, with the form disabled until the
// app takes the page over.

/** Holds the app's scripts back until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return releaseScripts;
}

test.describe('before the app has loaded', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page is there, its form disabled until the app takes over', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in | Causeway');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('A phone number is 10 digits, without dashes.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email or phone number' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  test('the lang parameter chooses the language, right-to-left for Arabic', async ({ page }) => {
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بكم في Causeway');
  });

  test('its links work as plain links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to the cardholder portal' }).click();
    await expect(page).toHaveURL(/\/cardholders$/);
    await expect(page.getByRole('heading', { name: 'Cardholder portal' })).toBeVisible();
  });
});

test.describe('while the app is loading', () => {
  // The app's scripts never arrive: what the page shows is the prerendered markup after the
  // inline script has decided whether to keep it.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('an English visitor keeps the English page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Causeway' })).toBeVisible();
  });

  test('a visitor who chose Arabic before is not shown the English page', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('causeway.language', 'ar'));
    await page.goto('/');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered-language', /.*/);
  });

  test('the lang parameter outranks the last choice', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('causeway.language', 'ar'));
    await page.goto('/cardholders?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});

test('once the app has loaded, the same page works in the visitor’s language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('causeway.language', 'ar'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await expect(page.getByRole('button', { name: 'متابعة' })).toBeEnabled();
});

test('a press on a link while the app takes the page over still follows the link', async ({ page }) => {
  // The app's scripts are held until the link is pressed, so the app takes over between the press
  // and the release: a swap at that instant would leave the press and the release on two elements,
  // and the browser would send no click.
  const releaseScripts = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Go to the cardholder portal' }).hover();
  await page.mouse.down();
  releaseScripts();
  // The app has rendered beside the page and waits, hidden, for the release.
  await expect(page.locator('#root ~ div[hidden]')).toBeAttached();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/cardholders$/);
  await expect(page.getByRole('heading', { name: 'Cardholder portal' })).toBeVisible();
  await expect(page.locator('body > div[hidden]')).toHaveCount(0);
});

test.describe('the signed-in cardholder’s frame', () => {
  test('is painted before the app, in the page’s language, and the app then shows the card', async ({
    page,
  }) => {
    await signInWithPassword(page, 'cardholder@example.org');
    await expect(page).toHaveURL(/\/cardholder\/dashboard\/[^/]+$/);
    const dashboard = page.url();
    // The same tab (its session) opens the page again, the app's scripts held back.
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`${dashboard}?lang=ar`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeDisabled();
    // The page's early GET of the cardholder paints the card's heading before the scripts.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^بطاقة .*•••• \d{4}/);
    const earlyHeading = await heading.textContent();
    await expect(page.getByRole('link', { name: 'العودة إلى بطاقاتي' })).toBeVisible();
    await expect(page.locator('[data-early-card-slot]')).toHaveCount(1);
    releaseScripts();
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeEnabled();
    // The app's page took over with the same heading.
    await expect(page.locator('[data-early-card-slot]')).toHaveCount(0);
    await expect(heading).toHaveText(earlyHeading ?? '');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('keeps its loader on the dashboard of a card that is not the person’s', async ({ page }) => {
    await signInWithPassword(page, 'cardholder@example.org');
    await expect(page).toHaveURL(/\/cardholder\/dashboard\/[^/]+$/);
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/cardholder/dashboard/00000000-0000-4000-8000-000000000000', {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.getByRole('status')).toBeVisible();
    // The early GET has answered (the app has not: its scripts are held) and painted nothing.
    await page.waitForFunction(async () => {
      const { causewayEarlyGets } = window as {
        causewayEarlyGets?: Record<string, { response: Promise<Response> }>;
      };
      const early = Object.values(causewayEarlyGets ?? {});
      await Promise.all(early.map((get) => get.response));
      return early.length > 0;
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    releaseScripts();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('is taken away for a tab without a session, which the app sends to sign in', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/cardholder/dashboard/00000000-0000-4000-8000-000000000000');
    await expect(page.locator('#root')).toBeEmpty();
    await page.unroute('**/assets/*.js');
    await page.goto('/cardholder/dashboard/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/login/);
  });
});
