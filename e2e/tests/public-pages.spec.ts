import { expect, test } from '@playwright/test';

test('the landing page has a tile for cardholders and one for administrators', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Welcome | Causeway');
  await expect(page.getByRole('heading', { name: 'Cardholders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to the cardholder portal' }).click();
  await expect(page).toHaveURL(/\/cardholders$/);
  await expect(page.getByRole('heading', { name: 'Cardholder portal' })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Sign in as an administrator' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown path shows the not-found page with a button home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText('Dashboard paths were recently updated')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Causeway' })).toBeVisible();
});

test('a login-required route of a later issue sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/8f7c5b52-8d0e-4a57-9b7e-2f2b4f0d2a11/cards');
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid account-creation link shows the error text', async ({ page }) => {
  await page.goto('/register/member?token=not-a-real-token');
  await expect(page.getByText('This account creation link is invalid or has expired.')).toBeVisible();
});

test('switching to Arabic turns the page right-to-left, and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بكم في Causeway');

  // Dari uses the standard tag prs and is right-to-left too; Spanish is left-to-right.
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'prs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('on /cardholders the language choice is written to the lang query parameter', async ({ page }) => {
  await page.goto('/cardholders?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('combobox').selectOption('pl');
  await expect(page).toHaveURL(/\/cardholders\?lang=pl$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('a language picked on a page opened with ?lang= stays after a reload', async ({ page }) => {
  await page.goto('/login?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('uk');
  await expect(page).toHaveURL(/\/login\?lang=uk$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('combobox', { name: 'Мова' })).toHaveValue('uk');
});

test('a page whose code cannot load shows the error page with try-again and developer details', async ({
  page,
}) => {
  await page.route('**/assets/landing-route-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('An unexpected error occurred.')).toBeVisible();
  await page.getByText('Developer details').click();
  await expect(page.locator('details')).toContainText('landing-route');

  await page.unroute('**/assets/landing-route-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Causeway' })).toBeVisible();
});
