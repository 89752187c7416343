import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { signInAsAdmin } from './support/money.ts';

/** /integrations through a full page load. */
async function openIntegrations(page: Page) {
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'API credentials' })).toBeVisible();
}

const requestToken = (page: Page, clientId: string, clientSecret: string) =>
  page.request.post('/api/auth/token', {
    data: { grantType: 'client_credentials', clientId, clientSecret },
    failOnStatusCode: false,
  });

test('a developer creates an API credential, sees its secret once, uses it, and revokes it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The narrowest screen the portal supports.
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsAdmin(page);
  await openIntegrations(page);
  const name = `Case system ${Date.now()}`;

  await page.getByRole('button', { name: 'Create a credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API credential' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: /Load cards/ }).check();
  await dialog.getByRole('checkbox', { name: /Lock cards/ }).check();
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole('button', { name: 'Create credential' }).click();

  // The secret, once, with its copy button.
  const secretDialog = page.getByRole('dialog', { name: 'Copy the secret now' });
  await expect(secretDialog.getByText('This secret is shown only once.', { exact: false })).toBeVisible();
  const clientId = (await secretDialog.getByTestId('credential-client-id').textContent()) ?? '';
  const clientSecret = (await secretDialog.getByTestId('credential-client-secret').textContent()) ?? '';
  expect(clientId).toMatch(/^cw_client_/);
  expect(clientSecret).toMatch(/^cw_secret_/);
  await secretDialog.getByRole('button', { name: 'Copy: Client secret' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied: Client secret' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientSecret);
  await expectNoSeriousAxeFindings(page);

  // The system gets a token with it, and the token works within its business.
  const token = await requestToken(page, clientId, clientSecret);
  expect(token.status()).toBe(200);
  const { accessToken, permissions, businessId } = await token.json();
  expect([...permissions].sort()).toEqual(['loadCard', 'lockCard']);
  const allowed = await page.request.get(`/api/businesses/${businessId}/users`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(allowed.status()).toBe(200);

  // Once closed, the secret is gone: the list shows the client id, never the secret.
  await secretDialog.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(secretDialog).toBeHidden();
  const card = page.getByTestId('api-credential').filter({ hasText: name });
  await expect(card).toContainText(clientId);
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Load cards');
  await page.reload();
  await expect(page.getByTestId('api-credential').filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(clientSecret);

  // Revoked after a confirmation: its tokens and its secret stop working at once.
  await page
    .getByTestId('api-credential')
    .filter({ hasText: name })
    .getByRole('button', { name: `Revoke: ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this credential?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('api-credential').filter({ hasText: name })).toContainText('Revoked');
  const afterRevoke = await page.request.get(`/api/businesses/${businessId}/users`, {
    headers: { authorization: `Bearer ${accessToken}` },
    failOnStatusCode: false,
  });
  expect(afterRevoke.status()).toBe(401);
  expect((await requestToken(page, clientId, clientSecret)).status()).toBe(401);
});
