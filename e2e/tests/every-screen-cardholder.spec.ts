import { expect, test } from '@playwright/test';
import { checkScreens, newFindings, type ScreenResult } from './support/every-screen.ts';
import { cardholderCardId } from './support/every-screen-data.ts';
import {
  CARDHOLDER_SCREENS,
  RECIPIENT_DETAILS_SCREENS,
  RECIPIENT_EMAIL_SCREENS,
  visitsOf,
} from './support/every-screen-visits.ts';
import { latestEmailedCode } from './support/outbox.ts';
import { newRecipientIntakeLink } from './support/recipients.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 19, "Checks in CI": the cardholder portal (plain and partner paths) as the demo cardholder,
// and a recipient's payment setup from their intake email (see every-screen.spec.ts).

test('cardholder portal screens, as the demo cardholder', async ({ page }) => {
  test.setTimeout(480_000);
  await signInWithPassword(page, 'cardholder@example.org');
  const cardId = await cardholderCardId(page);
  const results = await checkScreens(page, visitsOf(CARDHOLDER_SCREENS, { cardId }), [], 'cardholder');
  expect(newFindings(results)).toEqual([]);
});

test("a recipient's payment setup, from their intake email", async ({ page }) => {
  test.setTimeout(480_000);
  // A recipient of its own: the seeded one's intake is walked by recipient-intake, which may run
  // beside this pass (playwright.config.ts).
  const recipientEmail = `screens.${Date.now().toString(36)}@example.net`;
  const intakeLink = await newRecipientIntakeLink(page, 'Olena Shevchenko', recipientEmail);
  const results: ScreenResult[] = [];
  await checkScreens(page, visitsOf(RECIPIENT_EMAIL_SCREENS, { intakeLink }), results, 'recipient');
  // In English whatever language the pass left the page in: the steps below find English labels.
  await page.goto(`${intakeLink}&lang=en`);
  const since = new Date(Date.now() - 1_000).toISOString();
  await page.getByRole('textbox', { name: 'Email' }).fill(recipientEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: '6-digit code' })
    .fill(await latestEmailedCode(page, recipientEmail, since, '/setup-payment/'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-payment\/recipient/);
  await checkScreens(page, visitsOf(RECIPIENT_DETAILS_SCREENS, { intakeLink }), results, 'recipient');
  expect(newFindings(results)).toEqual([]);
});
