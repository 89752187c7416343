import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { changeLock, loadOpenCard, openCard, openCards } from './support/cards.ts';
import { issueCard, signInAsAdmin } from './support/money.ts';

/** /integrations through a full page load (the page has no navigation item of its own yet). */
async function openIntegrations(page: Page) {
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
}

const attempts = (page: Page) => page.getByTestId('webhook-attempt');

test('a developer points an endpoint at the sandbox receiver, sees signed deliveries, a failing receiver retried, and resends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openCards(page);
  const name = await issueCard(page, 'Hooks');

  await openIntegrations(page);
  await page.getByRole('button', { name: 'Use the built-in test receiver' }).click();
  const url = page.getByLabel('Endpoint URL');
  await expect(url).toHaveValue(/\/api\/sandbox\/webhookReceivers\//);
  const receiverUrl = await url.inputValue();
  const events = page.getByRole('combobox', { name: 'Events' });
  await events.fill('card_locked');
  await page.getByRole('option', { name: 'card_locked', exact: true }).click();
  await events.fill('card_unlocked');
  await page.getByRole('option', { name: 'card_unlocked', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: receiverUrl });
  await expect(endpoint).toBeVisible();
  await expect(endpoint.getByText('No deliveries yet.')).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // A change to a card: the receiver gets it signed (it checks the signature with standardwebhooks).
  await openCards(page);
  await openCard(page, name);
  await loadOpenCard(page, '25', '$25.00');
  await changeLock(page, name, 'Lock');
  await openIntegrations(page);
  await expect(attempts(page).first()).toContainText('card_locked');
  await expect(attempts(page).first()).toContainText('200');
  const arrived = await page.request.get(`${receiverUrl}/messages`);
  const [message] = (await arrived.json()).messages;
  expect(message.signatureValid).toBe(true);
  expect(JSON.parse(message.body)).toMatchObject({ type: 'card_locked' });

  // The receiver fails: the first attempt and the retry 5 s later both show in the log.
  const failing = await page.request.patch(receiverUrl, { data: { answerStatus: 500 } });
  expect(failing.ok()).toBe(true);
  await openCards(page);
  await openCard(page, name);
  await changeLock(page, name, 'Unlock');
  await openIntegrations(page);
  const unlocked = attempts(page).filter({ hasText: 'card_unlocked' });
  await expect(unlocked).toHaveCount(2, { timeout: 20_000 });
  await expect(unlocked.first()).toContainText('500');

  // Fixed, then resent by hand: one more attempt, marked Manual, succeeds.
  const fixed = await page.request.patch(receiverUrl, { data: { answerStatus: 200 } });
  expect(fixed.ok()).toBe(true);
  await unlocked.first().getByRole('button', { name: 'Resend' }).click();
  const manual = attempts(page).filter({ hasText: 'Manual' });
  await expect(manual).toHaveCount(1, { timeout: 15_000 });
  await expect(manual).toContainText('200');

  // Developers → Webhooks opens the signed portal link in a new tab: the same endpoint and log.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Developers' }).click();
  const [portal] = await Promise.all([
    page.waitForEvent('popup'),
    navigation.getByRole('button', { name: 'Webhooks' }).click(),
  ]);
  await expect(portal).toHaveURL(/\/webhook-portal\?token=/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Webhooks of Demo Relief Org' })).toBeVisible();
  await expect(portal.getByTestId('webhook-endpoint').filter({ hasText: receiverUrl })).toBeVisible();
});
