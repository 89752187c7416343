import { expect, test } from '@playwright/test';
import {
  attachSpendRule,
  changeLock,
  createMerchantBlockRule,
  letterName,
  loadOpenCard,
  openCard,
  openCards,
  openSandbox,
  playPurchase,
} from './support/cards.ts';
import { choose, issueCard, signInAsAdmin } from './support/money.ts';

// Each journey makes its own cardholder, card and rule, so it holds whatever ran before it.

test('an administrator orders a physical card, follows the order, and the carrier ships it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCards(page);
  await page.getByRole('link', { name: 'Order physical card' }).click();
  await expect(page).toHaveURL(/\/orders\?dialog=order$/);
  const dialog = page.getByRole('dialog', { name: 'Order a physical card' });

  const lastName = letterName('Tester');
  const name = `Layla ${lastName}`;
  const cardholder = dialog.getByRole('group', { name: 'Cardholder' });
  await cardholder.getByLabel('First name').fill('Layla');
  await cardholder.getByLabel('Last name').fill(lastName);
  await cardholder.getByLabel('Email', { exact: true }).fill(`layla.${lastName}@example.org`.toLowerCase());
  const shipTo = dialog.getByRole('group', { name: 'Ship to' });
  await shipTo.getByLabel('First name').fill('Layla');
  await shipTo.getByLabel('Last name').fill(lastName);
  await shipTo.getByLabel('Address One').fill('PO Box 12');
  await shipTo.getByLabel('City').fill('Springfield');
  await choose(page, shipTo.getByLabel('State', { exact: true }), 'IL');
  await shipTo.getByLabel('Zip').fill('62701');
  await dialog.getByRole('radio', { name: 'USPS Priority' }).check();
  // The spec's address rule, checked before anything is sent.
  await dialog.getByRole('button', { name: 'Order card' }).click();
  await expect(dialog.getByText('Invalid Address One. This address cannot be a PO Box.')).toBeVisible();
  await shipTo.getByLabel('Address One').fill('12 Main Street');
  await dialog.getByRole('button', { name: 'Order card' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `The physical card for ${name} is ordered. You can follow it on its order page.`,
  );
  await expect(page.getByText(`Physical card ordered for ${name}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The orders list shows it, and its row opens the order.
  const row = page.getByRole('table', { name: 'Card orders' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('USPS Priority');
  await expect(row).toContainText('Ordered');
  await expect(row).toContainText('Not shipped yet');
  await expect(row).toContainText(/•••• \d{4}/);
  await row.getByRole('link').first().click();
  const heading = page.getByRole('heading', { name: `Card order for ${name}` });
  await expect(heading.locator('..')).toContainText('Ordered');
  await expect(page.getByText('12 Main Street')).toBeVisible();
  await expect(page.getByText('Springfield, IL 62701')).toBeVisible();
  await expect(page.getByText('Not shipped yet')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

  // The carrier, played on the sandbox page: produced, then shipped with a tracking number.
  await openSandbox(page);
  const carrier = page.getByRole('region', { name: 'Card orders' });
  const advance = carrier.getByRole('button', { name: `Advance: ${name}` });
  await advance.click();
  await expect(page.getByText(`The card order of ${name} is now: Produced.`)).toBeVisible();
  await advance.click();
  await expect(page.getByText(`The card order of ${name} is now: Shipped.`)).toBeVisible();
  await expect(carrier.getByRole('listitem').filter({ hasText: name })).toContainText('Tracking:');

  await page.goBack();
  await expect(heading.locator('..')).toContainText('Shipped');
  const tracking = page.getByRole('link', { name: /^Track \S+ on the USPS website$/ });
  await expect(tracking).toHaveAttribute(
    'href',
    /^https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=\S+/,
  );
  await expect(tracking).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Back to card orders' }).click();
  await expect(
    page.getByRole('table', { name: 'Card orders' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText('Shipped');
});

test('a purchase is approved, then declined once a merchant_block rule on its category is attached', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCards(page);
  const name = await issueCard(page, 'Rania');
  await openCard(page, name);
  await loadOpenCard(page, '40', '$40.00');

  const merchant = `Falafel House ${Date.now()}`;
  const purchase = { cardholder: name, amount: '12.50', merchant, preset: '5812 Restaurants' };
  await openSandbox(page);
  const approved = await playPurchase(page, purchase);
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('Hold placed: $12.50');

  const rule = `Block restaurants ${Date.now()}`;
  await createMerchantBlockRule(page, rule, '5812');
  await openCard(page, name);
  await expect(page.getByTestId('card-balance')).toContainText('Available$27.50');
  await attachSpendRule(page, rule);

  await openSandbox(page);
  const declined = await playPurchase(page, purchase);
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText('Reason: Invalid Merchant');

  // The card's transactions: the approved purchase pending, the declined one with its reason.
  await openCard(page, name);
  await expect(page.getByTestId('card-balance')).toContainText('Available$27.50');
  const transactions = page.getByRole('tabpanel', { name: 'Transactions' });
  const pending = transactions.getByRole('region', { name: 'Pending' }).getByRole('row', { name: /Falafel/ });
  await expect(pending).toContainText(merchant);
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('-$12.50');
  const notCompleted = transactions
    .getByRole('region', { name: 'Declined and reversed' })
    .getByRole('row', { name: /Falafel/ });
  await expect(notCompleted).toContainText(merchant);
  await expect(notCompleted).toContainText('Invalid Merchant');
  await expect(notCompleted).toContainText('Declined');
  await expect(notCompleted).toContainText('-$12.50');
});

test('a locked card declines the next purchase, and unlocking lets purchases through again', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCards(page);
  const name = await issueCard(page, 'Karim');
  await openCard(page, name);
  await loadOpenCard(page, '25', '$25.00');

  await changeLock(page, name, 'Lock');
  const header = page.getByRole('heading', { level: 1, name }).locator('..');
  await expect(header.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();

  const purchase = {
    cardholder: name,
    amount: '8',
    merchant: `Corner Market ${Date.now()}`,
    preset: '5411 Grocery',
  };
  await openSandbox(page);
  const declined = await playPurchase(page, purchase);
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText('Reason: Card Locked');

  await openCard(page, name);
  await changeLock(page, name, 'Unlock');
  await expect(header.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('tabpanel', { name: 'Activity' });
  await expect(activity).toContainText('Card locked');
  await expect(activity).toContainText('Card unlocked');
  await openSandbox(page);
  const approved = await playPurchase(page, purchase);
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('Hold placed: $8.00');
  await openCard(page, name);
  await expect(page.getByTestId('card-balance')).toContainText('Available$17.00');
});
