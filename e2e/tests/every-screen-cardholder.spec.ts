import { expect, type Page, test } from '@playwright/test';
import { checkScreens, newFindings, type ScreenResult } from './support/every-screen.ts';
import { cardholderCardId } from './support/every-screen-data.ts';
import {
  CARDHOLDER_SCREENS,
  RECIPIENT_DETAILS_SCREENS,
  RECIPIENT_EMAIL_SCREENS,
  visitsOf,
} from './support/every-screen-visits.ts';
import { latestEmailLink, signInWithPassword } from './support/sign-in.ts';

// Issue 19, "Checks in CI": the cardholder portal (plain and partner paths) as the demo cardholder,
// and the recipient's payment setup from the seeded intake email (see every-screen.spec.ts).

const RECIPIENT_EMAIL = 'dmytro.kovalenko@example.net';

test('cardholder portal screens, as the demo cardholder', async ({ page }) => {
  test.setTimeout(480_000);
  await signInWithPassword(page, 'cardholder@example.org');
  const cardId = await cardholderCardId(page);
  const results = await checkScreens(page, visitsOf(CARDHOLDER_SCREENS, { cardId }), [], 'cardholder');
  expect(newFindings(results)).toEqual([]);
});

/** The newest 6-digit code emailed to the recipient after `since`. */
async function emailedCode(page: Page, since: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(
      `/api/sandbox/outbox?recipient=${encodeURIComponent(RECIPIENT_EMAIL)}&channel=email`,
    );
    const { messages } = (await response.json()) as { messages: { body: string; createdAt: string }[] };
    const match = messages
      .filter((message) => message.createdAt >= since && !message.body.includes('/setup-payment/'))
      .map((message) => /(?<![\d.,])(\d{6})(?![\d]|[.,]\d)/.exec(message.body))
      .find(Boolean);
    expect(match).toBeTruthy();
    code = match![1]!;
  }).toPass({ timeout: 10_000 });
  return code;
}

test("the recipient's payment setup, from the seeded intake email", async ({ page }) => {
  test.setTimeout(480_000);
  const intakeLink = await latestEmailLink(page, RECIPIENT_EMAIL, '/recipient');
  const results: ScreenResult[] = [];
  await checkScreens(page, visitsOf(RECIPIENT_EMAIL_SCREENS, { intakeLink }), results, 'recipient');
  // In English whatever language the pass left the page in: the steps below find English labels.
  await page.goto(`${intakeLink}&lang=en`);
  const since = new Date(Date.now() - 1_000).toISOString();
  await page.getByRole('textbox', { name: 'Email' }).fill(RECIPIENT_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await emailedCode(page, since));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-payment\/recipient/);
  await checkScreens(page, visitsOf(RECIPIENT_DETAILS_SCREENS, { intakeLink }), results, 'recipient');
  expect(newFindings(results)).toEqual([]);
});
