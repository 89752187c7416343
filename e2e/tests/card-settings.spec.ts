import { expect, test } from '@playwright/test';
import {
  fillShipTo,
  letterName,
  loadOpenCard,
  openCard,
  openCards,
  openCustomFieldSettings,
  orderPhysicalCard,
} from './support/cards.ts';
import { choose, issueCard, signInAsAdmin } from './support/money.ts';

/** Text the page isolates as left-to-right (numbers, names and places inside a sentence). */
const ltr = (text: string) => `\u2066${text}\u2069`;

// Each journey makes its own cards, field and tag, and the custom field it adds is removed again.

test('an administrator adds a dropdown field to card loads, a load asks for it, and the field is removed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCustomFieldSettings(page);
  const label = letterName('Grant source ');
  const section = page.getByRole('region', { name: 'Card loads', exact: true });
  await section.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog', { name: 'New field for Card loads' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
  await dialog.getByText('Dropdown', { exact: true }).click();
  const options = dialog.getByRole('combobox', { name: 'Options' });
  await options.fill('Food bank');
  await options.press('Enter');
  await options.fill('Shelter');
  await options.press('Enter');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByText(`Field ${label} added to Card loads`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const field = section.getByRole('listitem').filter({ hasText: label });
  await expect(field).toContainText('Dropdown');
  await expect(field).toContainText('Options: Food bank, Shelter');

  // A card's Load dialog asks for the field with its two options.
  await openCards(page);
  const name = await issueCard(page, 'Nadia');
  await openCard(page, name);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const load = page.getByRole('dialog', { name: 'Load cards (1)' });
  await load.getByLabel('Amount').fill('15');
  await load.getByRole('combobox', { name: label }).click();
  const choices = page.getByRole('listbox').filter({ hasText: 'Food bank' }).getByRole('option');
  await expect(choices).toHaveText(['Food bank', 'Shelter']);
  await page.getByRole('option', { name: 'Shelter', exact: true }).click();
  await expect(load.getByRole('combobox', { name: label })).toHaveValue('Shelter');
  await load.getByRole('button', { name: 'Load cards' }).click();
  await expect(load.getByRole('status')).toHaveText('Loaded: 1');
  await load.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('card-balance')).toContainText('Available$15.00');
  // The load history shows amounts and balances (not custom field values): the load is there.
  await page.getByRole('tab', { name: 'Load history' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Load history' })).toContainText('$15.00');

  // Removed again through its confirmation, so later journeys load without it.
  await openCustomFieldSettings(page);
  await section.getByRole('button', { name: `Remove ${label}` }).click();
  const remove = page.getByRole('dialog', { name: 'Remove field' });
  await expect(remove).toContainText(`Remove ${label} from Card loads?`);
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`Field ${label} removed`)).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
});

test('a physical card with $30 is reissued and shipped: the new card holds the $30, the old one is closed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCards(page);
  const name = await orderPhysicalCard(page, 'Samir');
  await openCard(page, name);
  await loadOpenCard(page, '30', '$30.00');
  const header = page.getByRole('heading', { level: 1, name }).locator('..');
  const oldLast4 = /•••• (\d{4})/.exec(await header.innerText())![1]!;

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Reissue and ship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reissue and ship a new card' });
  await expect(dialog).toContainText(`replaces the card of ${name} ending in ${ltr(oldLast4)}`);
  await dialog.getByText('Damaged', { exact: true }).click();
  const [firstName, lastName] = name.split(' ') as [string, string];
  await fillShipTo(page, dialog.getByRole('group', { name: 'Ship to' }), firstName, lastName);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The card ending in ${ltr(oldLast4)} will be closed now and its available funds (${ltr('$30.00')}) moved to the new card. This cannot be undone.`,
  );
  await expect(dialog).toContainText(
    `The new card goes to ${ltr(name)}, ${ltr('Springfield')}, ${ltr('IL')}.`,
  );
  await dialog.getByRole('button', { name: 'Close card and ship new one' }).click();
  await expect(
    page.getByText(/^New card ending in \u2066\d{4}\u2069 ordered; \u2066\$30\.00\u2069 moved to it\.$/),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The new card's page: physical, inactive until the cardholder activates it, with the $30.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(header).not.toContainText(oldLast4);
  const newLast4 = /•••• (\d{4})/.exec(await header.innerText())![1]!;
  await expect(header.getByText('Physical', { exact: true })).toBeVisible();
  await expect(header.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByTestId('card-balance')).toContainText('Available$30.00');

  // The old card, found in the cards list by its last four digits, is closed.
  await openCards(page);
  await page.getByLabel('Search').fill(lastName);
  const cards = page.getByRole('table', { name: 'Cards' });
  await expect(cards.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  const oldRow = cards.getByRole('row').filter({ hasText: oldLast4 });
  await expect(oldRow).toContainText('Closed');
  await expect(cards.getByRole('row').filter({ hasText: newLast4 })).toContainText('Inactive');
  await oldRow.getByRole('link', { name, exact: true }).click();
  await expect(header.getByText('Closed', { exact: true })).toBeVisible();
  await expect(header).toContainText(oldLast4);
  await expect(page.getByTestId('card-balance')).toContainText('Available$0.00');

  // The card orders list has the order of the new card.
  await openCards(page);
  await page.getByRole('link', { name: 'Card orders' }).click();
  const orders = page
    .getByRole('table', { name: 'Card orders' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(orders).toHaveCount(2);
  const order = orders.filter({ hasText: newLast4 });
  await expect(order).toContainText('Ordered');
  await expect(order).toContainText('Not shipped yet');
});

test('two cards of the list are tagged with a new tag, and the Tag filter shows exactly those two', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openCards(page);
  const first = await issueCard(page, 'Amina');
  const second = await issueCard(page, 'Yusuf');

  // The selection holds across searches: each card is found by its name, then picked.
  const search = page.getByLabel('Search');
  for (const name of [first, second]) {
    await search.fill(name.split(' ')[1]!);
    await page.getByRole('checkbox', { name: `Select: ${name}` }).check();
  }
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag cards (2)' });
  const tag = `Winter relief ${Date.now()}`;
  await dialog.getByRole('combobox', { name: 'Tag name' }).fill(tag);
  const teal = dialog.getByRole('button', { name: 'Teal' });
  await teal.click();
  await expect(teal).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Tag cards (2)' }).click();
  await expect(page.getByText(`Cards tagged “${tag}”: 2.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await search.fill('');
  await choose(page, page.getByRole('combobox', { name: 'Tag', exact: true }), tag);
  const rows = page
    .getByRole('table', { name: 'Cards' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first })).toHaveCount(1);
  await expect(rows.filter({ hasText: second })).toHaveCount(1);
  await expect(rows.first()).toContainText(tag);
});
