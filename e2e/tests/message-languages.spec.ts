import { expect, type Page, test } from '@playwright/test';
import { outboxMessages } from './support/outbox.ts';
import { latestSmsBody, signInWithPassword } from './support/sign-in.ts';

// Issue 19: a person's messages are written in the language kept in their profile. A cardholder who
// reads Dari chooses it on the notifications page, then signs in with a code texted in Dari; a
// business member chooses theirs on Settings → Members.

const PHONE = '2025550106'; // cardholder@example.org (Jamal Rahimi)
const MESSAGE_LANGUAGE = 'Language of emails and text messages';

async function chooseMessageLanguage(page: Page, label: string | RegExp, language: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/users\/[0-9a-f-]{36}$/.test(response.url()),
  );
  await page.getByRole('combobox', { name: label }).selectOption(language);
  expect((await saved).status()).toBe(200);
}

test('a cardholder who chose Dari receives the sign-in code by text in Dari', async ({ page, browser }) => {
  await signInWithPassword(page, 'cardholder@example.org');
  await expect(page).toHaveURL(/\/cardholder\/dashboard\//);
  await page.goto('/cardholder/notifications');
  await expect(page.getByRole('heading', { level: 2, name: 'Language' })).toBeVisible();
  await chooseMessageLanguage(page, MESSAGE_LANGUAGE, 'da');
  await expect(page.getByText('Saved')).toBeVisible();

  // Another browser, the login page in Dari: the code comes by text, in Dari, right to left.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login?lang=da');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await visitor.getByLabel('ایمیل یا شمارهٔ تیلفون').fill(PHONE);
  await visitor.getByRole('button', { name: 'ادامه', exact: true }).click();
  await visitor.getByRole('button', { name: 'کد را برایم بفرستید' }).click();
  await expect(visitor.getByText(/یک کد ۶ رقمی به/)).toBeVisible();
  const text = await latestSmsBody(visitor, PHONE);
  expect(text).toMatch(/^کد ورود شما به \u2068Causeway\u2069: \u2068\d{6}\u2069\. این کد/);
  const code = /\d{6}/.exec(text)![0];
  await visitor.getByLabel('کد ورود').fill(code);
  await visitor.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(visitor).toHaveURL(/\/cardholder\/dashboard\//);

  // Back to English, so the demo cardholder's later emails in other journeys stay as they expect.
  await visitor.goto('/cardholder/notifications?lang=da');
  await chooseMessageLanguage(visitor, 'زبان ایمیل‌ها و پیام‌های کوتاه', 'en');
  await visitor.context().close();
});

test('a business member chooses the language of their own messages on Settings → Members', async ({
  page,
}) => {
  await signInWithPassword(page, 'finance@example.org');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 2, name: 'Your language' })).toBeVisible();
  const ownLanguage = 'Language of your emails and text messages';
  await chooseMessageLanguage(page, ownLanguage, 'ar');
  await expect(page.getByText('Saved')).toBeVisible();
  // The page stays in English (the portal's language is the selector's); only the messages change.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The member's next email, a password reset, is written in Arabic, right to left.
  expect(
    (await page.request.post('/api/users/passwordReset', { data: { email: 'finance@example.org' } })).ok(),
  ).toBe(true);
  await expect(async () => {
    const [newest] = await outboxMessages(page, 'finance@example.org');
    expect(newest?.subject).toBe('إعادة تعيين كلمة مرور Causeway');
  }).toPass({ timeout: 10_000 });

  // Kept by the server: after a reload the select still shows Arabic. Then back to English.
  await page.reload();
  await expect(page.getByRole('combobox', { name: ownLanguage })).toHaveValue('ar');
  await chooseMessageLanguage(page, ownLanguage, 'en');
});
